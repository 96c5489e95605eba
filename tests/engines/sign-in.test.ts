import { describe, expect, it } from 'vitest';
import {
  at,
  click,
  ENGINE,
  freshVisitor,
  see,
  seen,
  signIn,
  signInWith,
  waitUrl,
  withBrowser,
} from './harness';

const browser = withBrowser();

describe(`sign-in and sign-out (${ENGINE})`, () => {
  it('a member signs in, is greeted on the dashboard, and the session survives a reload', async () => {
    const { s } = browser;
    await s.goto(at('ch', '/de/login'));
    await see(s, 'Anmelden');
    await signInWith(s, '  demo.ch@cine.test ', 'Popcorn-2026');
    await waitUrl(s, /ch\.localhost:\d+\/de$/);
    await see(s, 'Hallo Léa');
    expect(await s.run<string>('return document.cookie')).toMatch(/cine_session=/);
    await s.goto(at('ch', '/de'));
    await see(s, 'Hallo Léa');
  });

  it('wrong credentials show the message and keep the visitor on the login page', async () => {
    const { s } = browser;
    await freshVisitor(s, 'ch');
    await s.goto(at('ch', '/en/login'));
    await signInWith(s, 'demo.ch@cine.test', 'not-the-password');
    await see(s, 'Wrong e-mail address or password');
    expect(await s.url()).toMatch(/\/en\/login/);
  });

  it('the user menu signs the member out to the catalogue page, and the account asks to sign in again', async () => {
    const { s } = browser;
    await signIn(s, 'be', 'nl');
    await see(s, 'Hallo Lotte');
    await click(s, 'cine-user-menu >> button', 'Lotte');
    await click(s, 'cine-user-menu >> button', 'Afmelden');
    await waitUrl(s, /\/catalogue\/nl$/);
    await see(s, 'BE');
    expect(await seen(s)).not.toContain('Lotte');
    await s.goto(at('be', '/nl'));
    await waitUrl(s, /\/login\?returnUrl=/);
  });
});
