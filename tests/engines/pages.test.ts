import { describe, expect, it } from 'vitest';
import { demoAccount } from '../setup/demo';
import {
  at,
  choose,
  click,
  count,
  ENGINE,
  fill,
  freshVisitor,
  nextMail,
  passCaptcha,
  see,
  seen,
  signIn,
  signInWith,
  until,
  waitUrl,
  withBrowser,
} from './harness';

const browser = withBrowser();

/** What the partner page logged (each line: the sender's origin, then the message). */
const partnerLog = (s: typeof browser.s) =>
  s.run<string[]>("return [...document.querySelectorAll('#message-log li')].map((li) => li.textContent);");

describe(`visitor pages (${ENGINE})`, () => {
  it('contact: help search, then a message that reaches the support team', async () => {
    const { s } = browser;
    await freshVisitor(s, 'ch');
    await s.goto(at('ch', '/fr/contact-us'));
    await fill(s, 'input[type="search"]', 'mot de PASSE');
    await see(s, '1 article trouvé');
    await click(s, 'cine-contact >> button', 'Envoyer le message');
    await see(s, 'Choisissez un sujet.');
    await choose(s, 'cine-contact >> select', 'tickets');
    await fill(s, 'cine-contact >> input', 'Camille Visiteur', 'Votre nom');
    await fill(s, 'cine-contact >> input[type="email"]', 'camille@example.ch');
    await fill(s, 'cine-contact >> input', 'CH-chdemo-1000', 'Référence de commande');
    await fill(s, 'cine-contact >> textarea', 'Mon e-billet n’est jamais arrivé.');
    await passCaptcha(s);
    await click(s, 'cine-contact >> button', 'Envoyer le message');
    await see(s, 'Votre message a bien été envoyé');
    await see(s, 'L’équipe du cinéma vous répondra à camille@example.ch');
    const mail = await nextMail('support@ch.cine.test', 'contact');
    for (const value of ['Topic: tickets', 'Camille Visiteur', 'CH-chdemo-1000', 'jamais arrivé']) {
      expect(mail.text).toContain(value);
    }
  });

  it('language switcher: Deutsch keeps the route and what was typed', async () => {
    const { s } = browser;
    await s.goto(at('ch', '/fr/login'));
    await see(s, 'Se connecter');
    await fill(s, 'input[autocomplete="username"]', 'lea@example.ch');
    await click(s, 'cine-language-switcher >> a[lang="de"]');
    await waitUrl(s, /\/de\/login$/);
    await see(s, 'Anmelden');
    await until(
      s,
      async () => (await s.run<string>('return document.documentElement.lang')) === 'de',
      'the page language did not become de',
    );
    expect(await seen(s)).not.toContain('Se connecter');
  });

  it('strict CSP (?csp=strict): the login renders and signs in with 0 violations reported', async () => {
    const { s } = browser;
    await freshVisitor(s, 'ch');
    // Firefox (BiDi) listens before the page's scripts; classic WebDriver (WebKit) only after the load.
    const early = await s.onNewDocument(
      "window.__violations = []; document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));",
    );
    await s.goto(at('ch', '/fr/login?csp=strict'));
    if (!early) {
      await s.run(
        "window.__violations = []; document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));",
      );
    }
    await see(s, 'Se connecter');
    await signInWith(s, demoAccount('ch').email, demoAccount('ch').password);
    await waitUrl(s, /\/fr(\?csp=strict)?$/, 20_000);
    await see(s, 'Bonjour Léa');
    expect(await s.run<string[]>('return window.__violations')).toEqual([]);
    // The engine does report: an image from elsewhere is refused and said (img-src 'self' data:).
    await s.run(
      "const img = new Image(); img.src = 'https://example.invalid/x.png'; document.body.append(img);",
    );
    await until(
      s,
      async () => (await s.run<string[]>('return window.__violations')).some((v) => v.startsWith('img-src')),
      'the engine reported no violation for a refused image: the check above proves nothing',
    );
  });

  it('partner iframe: the login iframe on partner.localhost posts LOGIN_SUCCESSFUL with a token to its parent', async () => {
    const { s } = browser;
    await freshVisitor(s, 'ch');
    await s.goto(at('partner', '/iframe-host.html'));
    await s.frame('#account-frame');
    await signInWith(s, demoAccount('ch').email, demoAccount('ch').password);
    await s.frame(null);
    await until(
      s,
      async () => (await partnerLog(s)).some((line) => line.includes('LOGIN_SUCCESSFUL')),
      'the partner page received no LOGIN_SUCCESSFUL',
      20_000,
    );
    const line = (await partnerLog(s)).find((entry) => entry.includes('LOGIN_SUCCESSFUL')) ?? '';
    expect(line.startsWith(at('ch', '/').slice(0, -1))).toBe(true);
    const data = JSON.parse(line.replace(/^\S+ /, ''));
    expect(data).toMatchObject({ code: 'LOGIN_SUCCESSFUL', success: true });
    expect(String(data.token).split('.')).toHaveLength(3);
    expect(await count(s, '#account-frame')).toBe(1);
  });

  it('a signed-in member sees the same pages under strict CSP with their content', async () => {
    const { s } = browser;
    await signIn(s, 'ch', 'fr');
    for (const path of [
      '/fr/e-tickets?csp=strict',
      '/fr/profile?csp=strict',
      '/fr/loyalty-program?csp=strict',
    ]) {
      await s.goto(at('ch', path));
      await see(s, /Mes e-billets|Mon profil|fidélité/);
    }
  });
});
