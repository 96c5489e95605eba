import { describe, expect, it } from 'vitest';
import {
  at,
  click,
  count,
  ENGINE,
  fill,
  focused,
  passCaptcha,
  see,
  seen,
  signInAs,
  signInWith,
  until,
  waitUrl,
  withBrowser,
} from './harness';
import { createMember } from './members';

const browser = withBrowser();
const checked = (s: typeof browser.s, label: string) =>
  s.run<boolean>(
    "const r = [document]; for (let i = 0; i < r.length; i++) for (const e of r[i].querySelectorAll('*')) if (e.shadowRoot) r.push(e.shadowRoot); const box = r.flatMap((x) => [...x.querySelectorAll('input[type=checkbox]')]).find((b) => [...b.labels].some((l) => l.textContent.includes(arguments[0]))); return Boolean(box && box.checked);",
    label,
  );

describe(`profile (${ENGINE}), each test with a member of its own`, () => {
  it('ch/de: details are saved, refused with a bad postcode first, and shown in the user menu and dashboard', async () => {
    const { s } = browser;
    await signInAs(s, 'ch', await createMember('ch'), '/de/profile');
    await see(s, 'Mein Profil');
    await fill(s, 'input[autocomplete="given-name"]', 'Annemarie');
    await fill(s, 'input[autocomplete="postal-code"]', '12');
    await click(s, 'cine-profile >> button', 'Meine Angaben speichern');
    await until(
      s,
      async () => (await count(s, 'input[autocomplete="postal-code"][aria-invalid="true"]')) === 1,
      'no error at the postcode',
    );
    await fill(s, 'input[autocomplete="postal-code"]', '8001');
    await fill(s, 'input[autocomplete="address-level2"]', 'Zürich');
    await click(s, 'cine-profile >> button', 'Meine Angaben speichern');
    await see(s, 'Ihre Änderungen wurden gespeichert.');
    await until(
      s,
      async () => Boolean(await s.find('cine-user-menu >> button', 'Annemarie')),
      'the menu kept the old name',
    );
    await s.goto(at('ch', '/de'));
    await see(s, 'Hallo Annemarie');
  });

  it('sn/fr: newsletter choices are saved and kept after a reload', async () => {
    const { s } = browser;
    await signInAs(s, 'sn', await createMember('sn'), '/fr/profile');
    await see(s, 'Enregistrer mes choix');
    for (const label of ['M’envoyer les newsletters', 'Offres et jeux concours', 'SMS']) {
      await click(s, 'cine-profile >> input[type="checkbox"]', label);
    }
    await click(s, 'cine-profile >> button', 'Enregistrer mes choix');
    await see(s, 'Vos modifications ont été enregistrées.');
    await s.goto(at('sn', '/fr/profile'));
    await see(s, 'Enregistrer mes choix');
    await until(s, () => checked(s, 'Offres et jeux concours'), 'the offers newsletter was not kept');
    expect(await checked(s, 'SMS')).toBe(true);
    expect(await checked(s, 'Le programme de la semaine')).toBe(false);
  });

  it('be/nl: a favourite cinema is added from the picker, made main, and the dashboard follows', async () => {
    const { s } = browser;
    await signInAs(s, 'be', await createMember('be'), '/nl/profile#favorite-cinemas');
    await until(
      s,
      async () => (await count(s, '#favorite-cinemas [part="cinema"]')) === 1,
      'not one favourite at first',
    );
    await fill(s, '#favorite-cinemas input[role="combobox"]', 'gent');
    await click(s, '#favorite-cinemas [role="option"]', 'Cine Gent Dok');
    await click(s, '#favorite-cinemas button', 'Toevoegen');
    await see(s, 'Cine Gent Dok is toegevoegd');
    await until(
      s,
      async () => (await count(s, '#favorite-cinemas [part="cinema"]')) === 2,
      'the cinema was not added',
    );
    await click(s, '#favorite-cinemas button', 'Als hoofdbioscoop kiezen: Cine Gent Dok');
    await until(
      s,
      async () => /cine_fav=be-gent-dok/.test(await s.run<string>('return document.cookie')),
      'cine_fav does not start with Gent',
    );
    await s.goto(at('be', '/nl'));
    await until(
      s,
      async () => Boolean(await s.find('[part="main-cinema"] a', 'Cine Gent Dok')),
      'the dashboard main cinema is not Gent',
    );
  });

  it('tn/fr: deleting the account asks the password in a dialog, refuses a wrong one, then signs out for good', async () => {
    const { s } = browser;
    const member = await createMember('tn');
    await signInAs(s, 'tn', member, '/fr/profile');
    await click(s, 'cine-profile >> button', 'Supprimer mon compte…');
    await until(
      s,
      async () => (await focused(s)).includes('Votre mot de passe'),
      'the password field is not focused',
    );
    await s.press('Escape');
    await until(
      s,
      async () => (await focused(s)).includes('Supprimer mon compte…'),
      'focus did not come back',
    );
    await click(s, 'cine-profile >> button', 'Supprimer mon compte…');
    await fill(s, 'dialog[open] input[type="password"]', 'Pas-le-bon-1');
    await passCaptcha(s, 'dialog[open]');
    await click(s, 'dialog[open] button', 'Supprimer définitivement mon compte');
    await see(s, 'Votre compte n’a pas été supprimé');
    await fill(s, 'dialog[open] input[type="password"]', member.password);
    await passCaptcha(s, 'dialog[open]');
    await click(s, 'dialog[open] button', 'Supprimer définitivement mon compte');
    await waitUrl(s, /\/catalogue\/fr$/);
    await s.goto(at('tn', '/fr/login'));
    await signInWith(s, member.email, member.password);
    await see(s, 'Adresse e-mail ou mot de passe incorrect');
    expect(await seen(s)).not.toContain('Bonjour');
  });
});
