// The stack-floor page (design.md section 8): the libraries we chose, loaded and
// initialised under a minimal sign-in form in an open shadow root, client-rendered, built by the same
// Vite as the demo. What it costs over bench/bare/ is the stack's; what a login page costs over it is ours.
import { useStore } from '@nanostores/react';
import r2wc from '@r2wc/core';
import { createInstance } from 'i18next';
import { atom } from 'nanostores';
import { ofetch } from 'ofetch';
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import * as z from 'zod/mini';

// Initialised as the product's texts are (one instance, resources in, no async init).
const i18n = createInstance();
void i18n.init({
  lng: 'en',
  initAsync: false,
  resources: { en: { login: { email: 'E-mail', password: 'Password', submit: 'Sign in' } } },
});
const t = i18n.getFixedT('en', 'login');
const $sending = atom(false);
const Credentials = z.object({ email: z.email(), password: z.string().check(z.minLength(1)) });
const api = ofetch.create({ baseURL: '/api', retry: 0 });

// The request leaves as the bare page's does: POST /api/login (its server answers 405; the bench
// times only the request's start).
function send(form: HTMLFormElement) {
  const data = Object.fromEntries(new FormData(form));
  if (!z.safeParse(Credentials, data).success) return;
  $sending.set(true);
  void api('/login', { method: 'POST', body: data })
    .catch(() => undefined)
    .finally(() => $sending.set(false));
}

function SignIn() {
  const sending = useStore($sending);
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        send(event.currentTarget);
      }}
    >
      <label>
        {t('email')}
        <input type="email" name="email" autoComplete="username" required />
      </label>
      <label>
        {t('password')}
        <input type="password" name="password" autoComplete="current-password" required />
      </label>
      <button type="submit" aria-busy={sending}>
        {t('submit')}
      </button>
    </form>
  );
}

// r2wc's core with a plain createRoot renderer into the open shadow root it made (as the islands do).
const renderer = {
  mount(container: HTMLElement, Component: ComponentType) {
    const root = createRoot(container);
    root.render(<Component />);
    return root;
  },
  update(root: Root) {
    root.render(<SignIn />);
  },
  unmount(root: Root) {
    root.unmount();
  },
};

// The probe reads this mark as "runtime executed", where a demo page has its first island defined.
performance.mark('bench:exec');
customElements.define('floor-login', r2wc(SignIn, { shadow: 'open' }, renderer));
