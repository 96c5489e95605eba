// What an integrator writes against our typings; `npm run typecheck` compiles it.
import '../../src/index';

const el = document.createElement('cine-signup');
el.addEventListener('cine-signed-up', (e) => e.detail.user?.email);
el.addEventListener('cine-logged-in', (e) => `${e.detail.user?.givenName} (${e.detail.user?.initials})`);
// @ts-expect-error the member's two letters are named initials
el.addEventListener('cine-logged-in', (e) => e.detail.user?.displayName);
document.addEventListener('cine-error', (e) => `${e.detail.code}: ${e.detail.message}`);
document.addEventListener('cine-navigate', (e) => {
  if (e.detail.to.startsWith('/')) e.preventDefault();
});
window.addEventListener('cine-logged-out', (e) => e.detail);

// @ts-expect-error the detail of cine-navigate has no user
document.addEventListener('cine-navigate', (e) => e.detail.user);
// @ts-expect-error cine-error's code is a string, not a number
document.addEventListener('cine-error', (e) => e.detail.code.toFixed());

export const login: HTMLElementTagNameMap['cine-login'] = document.createElement('cine-login');
login.lang = 'fr';
