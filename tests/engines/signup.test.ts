import { describe, expect, it } from 'vitest';
import { signUpSteps } from './flows';
import {
  at,
  click,
  dismissPrivacy,
  ENGINE,
  fill,
  freshVisitor,
  nextMail,
  passCaptcha,
  see,
  signInWith,
  waitUrl,
  withBrowser,
} from './harness';
import { createMember, newEmail } from './members';

const browser = withBrowser();

describe(`signup and password recovery (${ENGINE})`, () => {
  it('a new customer goes through the three signup steps with the e-mailed code and lands signed in', async () => {
    const { s } = browser;
    const email = newEmail('signup');
    await s.goto(at('ch', '/de/signup'));
    await see(s, 'Schritt 1');
    // Signup shows the privacy pop-in first (a modal), as to any new visitor.
    await see(s, 'Ihre Privatsphäre');
    await dismissPrivacy(s);
    await signUpSteps(s, email, '1201', async () => {
      await see(s, 'Schritt 3');
    });
    await waitUrl(s, /ch\.localhost:\d+\/de$/, 20_000);
    await see(s, 'Hallo Ada');
    expect(await s.run<string>('return document.cookie')).toContain('cine_session=');
  });

  it('a member asks for a reset link, sets a new password from the e-mail and signs in with it', async () => {
    const { s } = browser;
    const { email } = await createMember('ch');
    await freshVisitor(s, 'ch');
    await s.goto(at('ch', '/en/forgotten-password'));
    await fill(s, 'input[autocomplete="email"]', email);
    await passCaptcha(s);
    await click(s, 'cine-forgotten-password >> button', 'Send the link');
    await see(s, 'Check your inbox');
    const { link } = await nextMail(email, 'reset-password');
    expect(link).toMatch(/\/en\/reset-password\?token=/);
    await s.goto(link ?? '');
    await see(s, 'Save the new password');
    await fill(s, 'cine-reset-password >> input[id$="-password"]', 'Cinema-Night-2027');
    await fill(s, 'cine-reset-password >> input[id$="-confirm"]', 'Cinema-Night-2027');
    await passCaptcha(s);
    await click(s, 'cine-reset-password >> button', 'Save the new password');
    await see(s, 'Your password has been changed');
    await click(s, 'cine-reset-password >> a', 'Sign in');
    await waitUrl(s, /\/en\/login$/);
    await signInWith(s, email, 'Cinema-Night-2027');
    await waitUrl(s, /ch\.localhost:\d+\/en$/, 20_000);
    await see(s, 'Hello Reset');
  });
});
