import { choose, click, element, fill, nextMail, optionsOf, passCaptcha, until } from './harness';
import type { Session } from './session';

/**
 * The three signup steps on the page (any language): step 1 e-mail, password and first cinema; step 2
 * a woman born 14 7 1990 at `zipCode`; step 3 the code from the outbox and a city.
 */
export async function signUpSteps(
  s: Session,
  email: string,
  zipCode: string,
  beforeLast?: () => Promise<void>,
) {
  await fill(s, 'input[autocomplete="email"]', email);
  await fill(s, 'input[autocomplete="new-password"]', 'Popcorn-2026');
  const cinema = 'select[id$="-favoriteCinema"]';
  await until(s, async () => (await optionsOf(s, cinema)).length > 1, 'the cinema list never loaded');
  await choose(s, cinema, (await optionsOf(s, cinema))[1] ?? '');
  await click(s, 'cine-signup >> button[type="submit"]');
  await element(s, 'input[autocomplete="given-name"]');
  await click(s, 'input[type="radio"][value="female"]');
  await fill(s, 'input[autocomplete="given-name"]', 'Ada');
  await fill(s, 'input[autocomplete="family-name"]', 'Lovelace');
  await fill(s, 'input[autocomplete="bday-day"]', '14');
  await fill(s, 'input[autocomplete="bday-month"]', '7');
  await fill(s, 'input[autocomplete="bday-year"]', '1990');
  await fill(s, 'input[autocomplete="postal-code"]', zipCode);
  await passCaptcha(s);
  await click(s, 'cine-signup >> button[type="submit"]');
  await element(s, 'input[autocomplete="one-time-code"]');
  const { code } = await nextMail(email, 'activation');
  await fill(s, 'input[autocomplete="one-time-code"]', code ?? '');
  await fill(s, 'input[autocomplete="address-level2"]', 'Genève');
  await beforeLast?.();
  await click(s, 'cine-signup >> button[type="submit"]');
}
