import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../stores/settings', () => ({ loadSettings: vi.fn() }));
vi.mock('../host/effects', () => ({ startHostEffects: vi.fn() }));

const { defineIsland } = await import('../elements/define-island');
const { useT } = await import('./use-t');

// Every text each screen rendered, to prove no raw key ever reaches the page.
const shown: string[] = [];
function Shown({ textKey }: { textKey: string }) {
  const t = useT();
  shown.push(t(textKey));
  return <p>{t(textKey)}</p>;
}
const LoginTexts = () => <Shown textKey="login.heading" />;
const SignupTexts = () => <Shown textKey="signup.title" />;
defineIsland('cine-test-login-texts', LoginTexts, { texts: ['login'] });
defineIsland('cine-test-signup-texts', SignupTexts, { texts: ['signup'] });

const text = (el: Element | undefined) => el?.shadowRoot?.textContent ?? '';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('elements and their texts', () => {
  it('render only once their namespaces are in, then in the page language', async () => {
    document.body.innerHTML = '<cine-test-login-texts lang="fr" country="CH"></cine-test-login-texts>';
    const el = document.body.firstElementChild ?? undefined;
    // Meanwhile a busy wheel, not an empty box, so a slow network does not look broken.
    let wheel = false;
    const seen = new MutationObserver(() => {
      wheel ||= Boolean(el?.shadowRoot?.querySelector('[part=spinner]'));
    });
    if (el?.shadowRoot) seen.observe(el.shadowRoot, { childList: true, subtree: true });
    await vi.waitFor(() => expect(text(el)).toBe('Se connecter'));
    seen.disconnect();
    expect(wheel).toBe(true);
    expect(shown).not.toContain('login.heading');
  });

  it('load a namespace the page lacked when a new element arrives, without a flash of keys', async () => {
    document.body.innerHTML = '<cine-test-login-texts lang="fr" country="CH"></cine-test-login-texts>';
    await vi.waitFor(() => expect(text(document.body.firstElementChild ?? undefined)).toBe('Se connecter'));
    const late = document.body.appendChild(document.createElement('cine-test-signup-texts'));
    await vi.waitFor(() => expect(text(late)).toBe('Créer un compte'));
    expect(shown).not.toContain('signup.title');
  });
});
