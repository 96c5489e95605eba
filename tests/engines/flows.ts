import { demoAccount } from '../setup/demo';
import {
  choose,
  click,
  dismissPrivacy,
  ENGINE,
  element,
  fill,
  nextMail,
  optionsOf,
  passCaptcha,
  see,
  signInWith,
  until,
  waitUrl,
} from './harness';
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

const KEPT =
  "return new Promise((resolve) => { const open = indexedDB.open('cine-account-tickets'); open.onupgradeneeded = () => open.result.createObjectStore('orders'); open.onsuccess = () => { const c = open.result.transaction('orders').objectStore('orders').count(); c.onsuccess = () => resolve(c.result); }; open.onerror = () => resolve(-1); });";

/** How many members' orders this origin keeps for the door (IndexedDB), -1 when it cannot tell. */
export const keptOrders = (s: Session): Promise<number> => s.run<number>(KEPT);

/**
 * Signs the Swiss demo member in on `origin` in `lang` and opens the e-tickets (first tab `allTab`)
 * until the service worker is ready and the orders are kept for the door.
 */
export async function keepDoorTickets(
  s: Session,
  origin: string,
  lang: string,
  allTab: string,
): Promise<void> {
  await s.goto(`${origin}/${lang}/login`);
  await signInWith(s, demoAccount('ch').email, demoAccount('ch').password);
  await waitUrl(s, new RegExp(`/${lang}$`), 20_000);
  await dismissPrivacy(s);
  await s.goto(`${origin}/${lang}/e-tickets`);
  await see(s, allTab);
  const worker = await s.run<string>(
    "if (!navigator.serviceWorker) return 'no navigator.serviceWorker'; return Promise.race([navigator.serviceWorker.ready.then(() => 'ready'), new Promise((r) => setTimeout(() => r('not ready after 20 s'), 20000))]);",
  );
  if (worker !== 'ready') throw new Error(`service worker in ${ENGINE}: ${worker}`);
  await until(s, async () => (await keptOrders(s)) === 1, 'the tickets were not kept in IndexedDB');
}
