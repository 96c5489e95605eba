import type { LoginInput } from './login-state';

// The API layer is not needed to show a form: the actions load after the first render, so
// the form shows sooner. A double submit stays one request: the real action checks `$login` before it awaits.
const actions = () => import('./login');

/** Starts loading the login action, so the first submit does not wait for it. */
export function preloadLoginActions(): void {
  void actions();
}

/** Logs in (spec section 4 "Login"); see `login.ts`. Resolves to success. */
export function submitLogin(input: LoginInput, origin?: string): Promise<boolean> {
  return actions().then((login) => login.submitLogin(input, origin));
}

/** Logs out (spec section 4 "Logout"); see `logout.ts`. Resolves to success. */
export function logout(origin?: string): Promise<boolean> {
  return import('./logout').then((actions) => actions.logout(origin));
}
