import type { Page } from '@playwright/test';
import {
  clearFault,
  countryUrl,
  demoAccount,
  expect,
  login,
  passCaptcha,
  setFault,
  test,
  waitForIslands,
} from './fixtures';
import { outboxWith } from './members';

const contactOf = (page: Page) => page.locator('cine-contact');

test('ch/fr visitor: help articles with search, then a message that reaches the support team', async ({
  page,
  outbox,
  axe,
}) => {
  await page.goto(countryUrl('ch', '/fr/contact-us'));
  await waitForIslands(page);
  const contact = contactOf(page);
  await expect(contact.getByRole('heading', { level: 1 })).toHaveText('Nous contacter');
  const questions = contact.locator('[part~="question"]');
  await expect(questions).toHaveCount(6);
  // A question opens in place, from the keyboard too.
  await questions.first().locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(questions.first()).toContainText('code QR');
  await contact.getByLabel('Rechercher dans l’aide').fill('mot de PASSE');
  await expect(questions).toHaveCount(1);
  await expect(contact.getByText('1 article trouvé')).toBeVisible();
  await axe.check();
  // Empty form: every problem said, in French, nothing sent.
  await contact.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(contact.getByText('Choisissez un sujet.').first()).toBeVisible();
  await expect(contact.getByText('Écrivez votre message.').first()).toBeVisible();
  await axe.check();
  await contact.getByLabel('Sujet').selectOption('tickets');
  await contact.getByLabel('Votre nom').fill('Camille Visiteur');
  await contact.getByLabel('Adresse e-mail').fill('camille@example.ch');
  await contact.getByLabel('Référence de commande (facultatif)').fill('CH-chdemo-1000');
  await contact.getByLabel('Votre message').fill('Mon e-billet n’est jamais arrivé.');
  await passCaptcha(contact);
  await contact.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(contact.getByRole('heading', { name: 'Votre message a bien été envoyé' })).toBeFocused();
  await expect(contact.getByText('L’équipe du cinéma vous répondra à camille@example.ch')).toBeVisible();
  await axe.check();
  const mail = await outbox.next('support@ch.cine.test', 'contact');
  for (const value of [
    'Topic: tickets',
    'Camille Visiteur',
    'camille@example.ch',
    'CH-chdemo-1000',
    'jamais arrivé',
  ])
    expect(mail.text).toContain(value);
});

test('be/nl member: the account address is filled in and read only; a 500 keeps every word, then the same message goes', async ({
  page,
  context,
  outbox,
  axe,
}) => {
  await login(page, 'be', 'nl');
  await page.goto(countryUrl('be', '/nl/contact-us'));
  await waitForIslands(page);
  const contact = contactOf(page);
  const email = contact.getByLabel('E-mailadres');
  await expect(email).toHaveValue(demoAccount('be').email);
  await expect(email).toHaveAttribute('readonly', '');
  await contact.getByLabel('Onderwerp').selectOption('loyalty');
  const words = `Mijn punten zijn niet bijgeschreven (${Date.now()}).`;
  await contact.getByRole('textbox', { name: 'Uw bericht' }).fill(words);
  await passCaptcha(contact);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/contact-support')) requests.push(request.method());
  });
  await setFault(context, 'contact-support:500');
  const send = contact.getByRole('button', { name: 'Bericht versturen' });
  await send.click();
  await expect(contact.getByRole('alert')).toContainText('We konden uw bericht niet versturen.');
  await expect(contact.getByRole('textbox', { name: 'Uw bericht' })).toHaveValue(words);
  await axe.check();
  expect(requests).toEqual(['POST']);
  await clearFault(context);
  await passCaptcha(contact);
  await send.click();
  await expect(contact.getByRole('heading', { name: 'Uw bericht is verstuurd' })).toBeVisible();
  const sent = await outboxWith(outbox, 'support@be.cine.test', words);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.text).toContain(demoAccount('be').email);
  expect(requests).toEqual(['POST', 'POST']);
});

test('de webview m/de/contact-us and the help page of the site: the same element, three clicks send one message', async ({
  page,
  outbox,
  axe,
}) => {
  await page.goto(countryUrl('ch', '/m/de/contact-us'));
  await waitForIslands(page);
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(contactOf(page).getByRole('heading', { level: 1 })).toHaveText('Kontakt');
  await axe.check();
  await page.goto(countryUrl('ch', '/help.html'));
  await waitForIslands(page);
  const contact = contactOf(page);
  await contact.getByLabel('Topic').selectOption('other');
  await contact.getByLabel('Your name').fill('Robin Three-Clicks');
  await contact.getByLabel('E-mail address').fill('robin@example.ch');
  await contact.getByRole('textbox', { name: 'Your message' }).fill('One message, please.');
  await passCaptcha(contact);
  let posts = 0;
  page.on('request', (request) => {
    if (request.url().includes('/contact-support')) posts += 1;
  });
  const send = contact.getByRole('button', { name: 'Send the message' });
  await send.click();
  await send.click({ force: true }).catch(() => undefined);
  await send.click({ force: true }).catch(() => undefined);
  await expect(contact.getByRole('heading', { name: 'Your message is on its way' })).toBeVisible();
  expect(await outboxWith(outbox, 'support@ch.cine.test', 'Robin Three-Clicks')).toHaveLength(1);
  expect(posts).toBe(1);
  await axe.check();
});

test('en offline: the message stays, the page says it is offline, and it goes once the network is back', async ({
  page,
  context,
  outbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors('ERR_INTERNET_DISCONNECTED');
  await page.goto(countryUrl('tn', '/en/contact-us'));
  await waitForIslands(page);
  const contact = contactOf(page);
  const words = `Is the Tunis cinema open on Sunday? (${Date.now()})`;
  await contact.getByLabel('Topic').selectOption('cinema');
  await contact.getByLabel('Your name').fill('Sami Offline');
  await contact.getByLabel('E-mail address').fill('sami@example.tn');
  await contact.getByRole('textbox', { name: 'Your message' }).fill(words);
  await passCaptcha(contact);
  await context.setOffline(true);
  await contact.getByRole('button', { name: 'Send the message' }).click();
  await expect(contact.getByRole('alert')).toContainText('You seem to be offline.');
  await expect(contact.getByRole('textbox', { name: 'Your message' })).toHaveValue(words);
  await context.setOffline(false);
  await passCaptcha(contact);
  await contact.getByRole('button', { name: 'Send the message' }).click();
  await expect(contact.getByRole('heading', { name: 'Your message is on its way' })).toBeVisible();
  expect(await outboxWith(outbox, 'support@tn.cine.test', words)).toHaveLength(1);
});
