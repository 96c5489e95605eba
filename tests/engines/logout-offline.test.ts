import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../setup/demo';
import { type CutDemo, startCutDemo } from './cut-demo';
import { click, dismissPrivacy, ENGINE, see, signInWith, until, waitUrl, withBrowser } from './harness';

// A sign-out asked with the network gone is kept and sent once the network is back, without a second tap.
const browser = withBrowser();
let demo: CutDemo;
beforeAll(async () => {
  demo = await startCutDemo(4);
});
afterAll(() => demo?.close());

describe(`a sign-out asked offline (${ENGINE})`, () => {
  it('ch/fr: the member is told they stay signed in until the network returns; then it goes by itself', async () => {
    const { s } = browser;
    await s.goto(demo.url('/fr/login'));
    await signInWith(s, demoAccount('ch').email, demoAccount('ch').password);
    await waitUrl(s, /\/fr$/, 20_000);
    await dismissPrivacy(s);

    demo.cut();
    await click(s, 'cine-user-menu >> button', 'Léa');
    await click(s, 'cine-user-menu >> button', 'Se déconnecter');
    await see(s, 'La déconnexion se fera dès le retour du réseau.');
    expect(await s.find('cine-user-menu >> button', 'Léa'), 'still signed in').toBeTruthy();
    expect(await s.url()).toBe(demo.url('/fr'));

    // The browser never said offline: the kept sign-out is tried again within half a minute.
    demo.restore();
    await waitUrl(s, /\/catalogue\/fr$/, 60_000);
    await until(
      s,
      async () => !(await s.run<string>('return document.cookie')).includes('cine_session='),
      'the session cookie outlived the sign-out',
    );
  });
});
