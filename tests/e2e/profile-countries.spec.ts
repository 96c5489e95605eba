import { type Country, expect, test } from './fixtures';
import { openAsNewMember } from './members';

const french = {
  lang: 'fr',
  city: 'Ville',
  save: 'Enregistrer mes informations',
  saved: 'Vos modifications ont été enregistrées.',
  blocks: [
    'Mes informations',
    'Changer mon mot de passe',
    'Newsletters et notifications',
    'Mes cinémas favoris',
    'Télécharger mes données',
    'Supprimer mon compte',
  ],
};

// Every block of the full profile, in each country's demo language (ch/de, be/nl, sn/fr, tn/fr).
const cases: {
  country: Country;
  lang: string;
  city: string;
  save: string;
  saved: string;
  blocks: string[];
}[] = [
  {
    country: 'ch',
    lang: 'de',
    city: 'Ort',
    save: 'Meine Angaben speichern',
    saved: 'Ihre Änderungen wurden gespeichert.',
    blocks: [
      'Meine Angaben',
      'Mein Passwort ändern',
      'Newsletter und Benachrichtigungen',
      'Meine Lieblingskinos',
      'Meine Daten herunterladen',
      'Mein Konto löschen',
    ],
  },
  {
    country: 'be',
    lang: 'nl',
    city: 'Woonplaats',
    save: 'Mijn gegevens opslaan',
    saved: 'Uw wijzigingen zijn opgeslagen.',
    blocks: [
      'Mijn gegevens',
      'Mijn wachtwoord wijzigen',
      'Nieuwsbrieven en meldingen',
      'Mijn favoriete bioscopen',
      'Mijn gegevens downloaden',
      'Mijn account verwijderen',
    ],
  },
  { country: 'sn', ...french },
  { country: 'tn', ...french },
];

for (const { country, lang, city, save, saved, blocks } of cases) {
  test(`${country}/${lang}: the full profile shows every block in the page's language and saves`, async ({
    page,
    outbox,
    axe,
  }) => {
    await openAsNewMember(page, outbox, `/${lang}/profile`, { country });
    const profile = page.locator('cine-profile');
    await expect(profile.getByRole('heading', { level: 2 })).toHaveText(blocks);
    await expect(profile.locator('[part="cinema"]')).toHaveCount(1);
    await axe.check();
    await profile.getByLabel(city, { exact: true }).fill('Testville');
    await profile.getByRole('button', { name: save }).click();
    await expect(page.getByText(saved).first()).toBeVisible();
    await axe.check();
  });
}
