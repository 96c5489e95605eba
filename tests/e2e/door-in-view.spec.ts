import type { Locator, Page } from '@playwright/test';
import { nextShow, type Order } from '../setup/next-show';
import { keep, OFFLINE } from './door';
import { type Country, countryUrl, expect, login, test, waitForIslands } from './fixtures';
import { memberWithLoyaltyPopin } from './members';

// The member at the cinema door, phone in hand: the code they show is whole on screen, nothing over it.
// Signed in for the first time in the visit: the privacy pop-in is due where the settings ask for it.
test.use({ privacyPopin: 'shown' });
const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];
const COUNTRIES: [Country, string][] = [
  ['ch', 'fr'],
  ['be', 'nl'],
  ['sn', 'fr'],
  ['tn', 'fr'],
];
// The privacy notice's title in the languages the countries are visited in.
const PRIVACY: Record<string, string> = { fr: 'Votre vie privée', nl: 'Uw privacy' };

/** The orders the API answers the signed-in member, as the e-tickets screen asks for them. */
async function apiOrders(page: Page, lang: string): Promise<Order[]> {
  return page.evaluate(async (language) => {
    const raw = decodeURIComponent(document.cookie.match(/(?:^|; )cine_session=([^;]*)/)?.[1] ?? '');
    const headers = { authorization: `Bearer ${JSON.parse(raw).jwt}` };
    const answer = await fetch(`/tunnel/${language}/customer/ebillet`, { headers });
    return ((await answer.json()) as { orders: Order[] }).orders;
  }, lang);
}

/**
 * The code's box lies inside the viewport, and at its centre and four corners the element on top,
 * looked for through every shadow root, is the code itself: no banner, header or toast over it.
 */
async function expectCodeInView(code: Locator, where: string): Promise<void> {
  await expect(code, where).toBeVisible();
  const seen = await code.evaluate((qr) => {
    const box = qr.getBoundingClientRect();
    const topmost = (x: number, y: number) => {
      let hit = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      return hit;
    };
    const inset = 2;
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ] as const;
    const covered = points.flatMap(([x, y]) => {
      const hit = topmost(x, y);
      return hit && (hit === qr || qr.contains(hit))
        ? []
        : [`${Math.round(x)},${Math.round(y)}: ${hit?.localName}.${hit?.getAttribute('class') ?? ''}`];
    });
    return {
      box: [box.left, box.top, box.right, box.bottom].map(Math.round),
      viewport: [innerWidth, innerHeight],
      covered,
    };
  });
  const [left, top, right, bottom] = seen.box as [number, number, number, number];
  const [width, height] = seen.viewport as [number, number];
  expect(
    left >= 0 && top >= 0 && right <= width && bottom <= height,
    `${where}: code at ${seen.box.join(',')} inside ${width} x ${height}`,
  ).toBe(true);
  expect(seen.covered, `${where}: what lies over the code`).toEqual([]);
}

/** A pop-in due on the dashboard shows as a note in the flow under the card's code, not as a dialog. */
async function expectNoteBelow(dashboard: Locator, name: string, code: Locator): Promise<void> {
  const note = dashboard.getByRole('region', { name });
  await expect(note).toBeAttached();
  await expect(dashboard.getByRole('dialog')).toHaveCount(0);
  const [noteBox, codeBox] = await Promise.all([
    note.evaluate((n) => n.getBoundingClientRect().top),
    code.evaluate((c) => c.getBoundingClientRect().bottom),
  ]);
  expect(noteBox, `the note "${name}" starts below the code`).toBeGreaterThan(codeBox);
}

/** Opens a door screen and waits until it and the site's chrome are in, its layout settled. */
async function open(
  page: Page,
  country: Country,
  path: string,
  tag: string,
  ready: string,
): Promise<Locator> {
  const served = await page.goto(countryUrl(country, path));
  // The page's HTML has no banner either: none appears once the scripts run.
  expect(await served?.text()).not.toContain('part="app-banner"');
  await waitForIslands(page);
  const screen = page.locator('cine-account').locator(tag);
  await expect(screen.locator(ready).first()).toBeVisible();
  // No app banner comes over the door screens, not even once the settings are in.
  await expect(page.locator('cine-app-banner [part~="app-banner"]')).toHaveCount(0);
  return screen;
}

for (const [country, lang] of COUNTRIES) {
  test(`${country}/${lang}: on a phone, the next show's code, the member card's and the offer's are whole on screen, nothing over them`, async ({
    page,
    axe,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(PHONES[0] as { width: number; height: number });
    await login(page, country, lang);
    // The sign-in lands on the dashboard in-app: the banner the login page showed goes with it.
    await expect(page.locator('cine-app-banner [part~="app-banner"]')).toHaveCount(0);
    const next = nextShow(await apiOrders(page, lang), Date.now());
    expect(next, 'the demo member has a coming show').toBeDefined();
    for (const phone of PHONES) {
      const size = `${phone.width} x ${phone.height}`;
      await page.setViewportSize(phone);

      const tickets = await open(page, country, `/${lang}/e-tickets`, 'cine-tickets', 'svg[part~="qr-code"]');
      // The next show leads: the first order on screen is the coming one nearest in time.
      await expect(tickets.locator('[part~="order"]').first()).toHaveAttribute(
        'aria-labelledby',
        `order-${next?.id}`,
      );
      await expectCodeInView(tickets.locator('svg[part~="qr-code"]').first(), `e-tickets ${size}`);
      await axe.check();

      const dashboard = await open(page, country, `/${lang}`, 'cine-dashboard', 'svg[part~="qr-code"]');
      const card = dashboard.locator('svg[part~="qr-code"]').first();
      // The privacy notice is due (not in Tunisia): a note below the cards, no modal over the code.
      if (country !== 'tn') await expectNoteBelow(dashboard, PRIVACY[lang] as string, card);
      await expectCodeInView(card, `dashboard ${size}`);
      await axe.check();

      const loyalty = await open(page, country, `/${lang}/loyalty-program`, 'cine-loyalty', 'h1');
      // Where the programme is offered (not yet in Senegal and Tunisia), its offer shows its code.
      if (await loyalty.locator('[part~="offer"]').count()) {
        await expectCodeInView(loyalty.locator('svg[part~="qr-code"]').first(), `loyalty ${size}`);
      }
      await axe.check();
    }
  });
}

test('ch/fr: offline at the door, the kept e-tickets lead with the next show, its code whole on a phone under the "offline" note', async ({
  page,
  context,
  axe,
  allowConsoleErrors,
}) => {
  test.setTimeout(180_000);
  allowConsoleErrors(OFFLINE);
  await page.setViewportSize(PHONES[0] as { width: number; height: number });
  await login(page, 'ch', 'fr');
  const next = nextShow(await apiOrders(page, 'fr'), Date.now());
  await keep(page, countryUrl('ch', '/fr/e-tickets'));
  await context.setOffline(true);
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    await page.goto(countryUrl('ch', '/fr/e-tickets'));
    // The snapshot paints first, then the screen takes over from the kept orders: measured once in.
    await waitForIslands(page);
    const tickets = page.locator('cine-account').locator('cine-tickets');
    await expect(tickets.locator('[part~="kept-note"]')).toBeVisible();
    await expect(tickets.locator('[part~="order"]').first()).toHaveAttribute(
      'aria-labelledby',
      `order-${next?.id}`,
    );
    await expectCodeInView(
      tickets.locator('svg[part~="qr-code"]').first(),
      `offline e-tickets ${phone.width} x ${phone.height}`,
    );
    await axe.check();
  }
});

test('ch/fr: the privacy note closes with its button, hands focus on, and stays closed for the visit', async ({
  page,
  axe,
}) => {
  await page.setViewportSize(PHONES[1] as { width: number; height: number });
  await login(page, 'ch', 'fr');
  await waitForIslands(page);
  const dashboard = page.locator('cine-dashboard');
  const note = dashboard.getByRole('region', { name: 'Votre vie privée' });
  await expect(note).toBeVisible();
  // Nothing took focus for it (a modal would have): the page's focus is where it was.
  expect(await note.evaluate((n) => n.contains((n.getRootNode() as ShadowRoot).activeElement))).toBe(false);
  await note.getByRole('button', { name: 'Fermer' }).focus();
  await page.keyboard.press('Enter');
  await expect(note).toHaveCount(0);
  // Focus goes on to what followed the note, not back to the top of the page.
  const focused = await dashboard.evaluate((host) => host.shadowRoot?.activeElement?.localName ?? null);
  expect(focused, 'focus after closing the note').not.toBeNull();
  await axe.check();
  await page.reload();
  await waitForIslands(page);
  await expect(dashboard.locator('svg[part~="qr-code"]').first()).toBeVisible();
  await expect(dashboard.getByRole('region', { name: 'Votre vie privée' })).toHaveCount(0);
});

test('ch/en: the loyalty pop-in is a note under the member card, its code clear on a phone', async ({
  page,
  outbox,
  axe,
}) => {
  await memberWithLoyaltyPopin(page, outbox, 'Mia');
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    const dashboard = await open(page, 'ch', '/en', 'cine-dashboard', 'svg[part~="qr-code"]');
    const card = dashboard.locator('svg[part~="qr-code"]').first();
    await expectNoteBelow(dashboard, 'Collect points with every visit', card);
    await expectCodeInView(card, `dashboard with the loyalty note ${phone.width} x ${phone.height}`);
    await axe.check();
  }
});
