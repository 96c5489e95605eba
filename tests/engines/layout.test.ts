import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  at,
  axeViolations,
  coveredAtEnd,
  dismissPrivacy,
  ENGINE,
  freshVisitor,
  overflow,
  see,
  signIn,
  withBrowser,
} from './harness';

const browser = withBrowser();
const DIR = 'test-results/engines-layout';
const WIDTHS = [390, 1280];

// Each screen with a text that says it is there (fr, ch).
const VISITOR = [
  ['login', '/fr/login', 'Se connecter'],
  ['signup', '/fr/signup', 'Étape 1'],
  ['forgotten', '/fr/forgotten-password', 'Mot de passe oublié'],
  ['contact', '/fr/contact-us', 'Envoyer le message'],
] as const;
const MEMBER = [
  ['dashboard', '/fr', 'Votre carte de membre'],
  ['tickets', '/fr/e-tickets', 'Confirmée'],
  ['loyalty', '/fr/loyalty-program', 'Points gagnés'],
  ['profile', '/fr/profile', 'Mes informations'],
] as const;

/**
 * Each screen at 390 and 1280 px, saved as test-results/engines-layout/<engine>-<width>-<screen>.png
 * to be looked at beside Chromium's (ENGINES=chromium); nothing may scroll sideways, and at the page's
 * end no control stays under the app banner fixed over its foot; axe finds no WCAG 2.2 AA violation.
 */
describe(`layout at ${WIDTHS.join(' and ')} px (${ENGINE})`, () => {
  mkdirSync(DIR, { recursive: true });
  for (const width of WIDTHS) {
    it(`${width} px: visitor then member screens, none scrolls sideways`, async () => {
      const { s } = browser;
      await s.resize(width, 844);
      await freshVisitor(s, 'ch');
      const wide: string[] = [];
      const under: string[] = [];
      const axe: string[] = [];
      for (const [name, path, text] of VISITOR) {
        await s.goto(at('ch', path));
        await see(s, text);
        await dismissPrivacy(s);
        if ((await overflow(s)) > 0) wide.push(`${name} +${await overflow(s)} px`);
        await s.screenshot(`${DIR}/${ENGINE}-${width}-${name}.png`);
        for (const control of await coveredAtEnd(s)) under.push(`${name}: ${control}`);
        for (const violation of await axeViolations(s)) axe.push(`${name}: ${violation}`);
      }
      // Signed in at full width: in WebKit's narrow frame the app would take itself for a partner iframe.
      await s.resize(1280, 844);
      await signIn(s, 'ch', 'fr');
      await s.resize(width, 844);
      for (const [name, path, text] of MEMBER) {
        await s.goto(at('ch', path));
        await see(s, text);
        if ((await overflow(s)) > 0) wide.push(`${name} +${await overflow(s)} px`);
        await s.screenshot(`${DIR}/${ENGINE}-${width}-${name}.png`);
        for (const control of await coveredAtEnd(s)) under.push(`${name}: ${control}`);
        for (const violation of await axeViolations(s)) axe.push(`${name}: ${violation}`);
      }
      expect(wide).toEqual([]);
      expect(under, 'controls under the app banner at the page end').toEqual([]);
      expect(axe, `axe (WCAG 2.2 AA) in ${ENGINE}`).toEqual([]);
      // axe does look here: an image without a text alternative is reported.
      await s.run(
        "document.body.append(Object.assign(document.createElement('img'), { src: '/favicon.svg' }));",
      );
      expect((await axeViolations(s)).join('\n')).toContain('image-alt');
    });
  }
});
