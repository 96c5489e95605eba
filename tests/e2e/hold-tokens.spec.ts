import type { BrowserContext, Page } from '@playwright/test';
import {
  countryUrl,
  DEMO_PASSWORD,
  expect,
  login,
  passCaptcha,
  SESSION_COOKIE,
  test,
  waitForIslands,
} from './fixtures';

// Where the session token and the password may go, and where they never do.

declare global {
  interface Window {
    __cookieWrites: string[];
  }
}

/** Records every `document.cookie = …` the page (any frame) writes, with its attributes. */
async function recordCookieWrites(context: BrowserContext) {
  await context.addInitScript(() => {
    window.__cookieWrites = [];
    const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    if (!native?.get || !native.set) return;
    const { get, set } = native;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        return get.call(this);
      },
      set(value: string) {
        window.__cookieWrites.push(value);
        set.call(this, value);
      },
    });
  });
}

/** Every value the page keeps: both storages and every IndexedDB store, as one text per place. */
function storedValues(page: Page) {
  return page.evaluate(async () => {
    const places: Record<string, string> = {
      localStorage: JSON.stringify({ ...localStorage }),
      sessionStorage: JSON.stringify({ ...sessionStorage }),
    };
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of db.objectStoreNames) {
        const values = await new Promise<unknown[]>((resolve) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
        });
        places[`indexedDB ${name}/${store}`] = JSON.stringify(values);
      }
      db.close();
    }
    return places;
  });
}

test('after a sign-in and a walk through the member pages the token is only in its cookie, the password nowhere; sign-out clears both', async ({
  page,
  context,
}) => {
  await recordCookieWrites(context);
  const seen = {
    console: [] as string[],
    urls: [] as string[],
    bearerHosts: new Set<string>(),
    foreign: [] as string[],
  };
  page.on('console', (message) => seen.console.push(message.text()));
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.urls.push(request.url());
    if (!url.hostname.endsWith('localhost')) seen.foreign.push(request.url());
    if (request.headers().authorization) seen.bearerHosts.add(url.host);
  });
  await login(page, 'ch');
  const cookie = (await context.cookies()).find(({ name }) => name === SESSION_COOKIE);
  const token = (JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as { jwt?: string }).jwt ?? '';
  expect(token.split('.')).toHaveLength(3);

  // The cookie as written: root path, SameSite=Lax; Secure everywhere but plain http on *.localhost, where
  // WebKit would refuse it (src/platform/cookies.test.ts covers https and real hosts).
  const written = (await page.evaluate(() => window.__cookieWrites)).filter((write) =>
    write.startsWith(`${SESSION_COOKIE}=`),
  );
  expect(written.length).toBeGreaterThan(0);
  for (const write of written) {
    expect(write).toMatch(/;\s*Path=\//i);
    expect(write).toMatch(/;\s*SameSite=Lax/i);
    expect(/;\s*Secure/i.test(write)).toBe(!countryUrl('ch').startsWith('http:'));
  }
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false });

  const checks: { place: string; held: boolean }[] = [];
  const check = (place: string, text: string) =>
    checks.push({ place, held: !text.includes(token) && !text.includes(DEMO_PASSWORD) });
  for (const path of ['/fr', '/fr/e-tickets', '/fr/loyalty', '/fr/profile', '/fr/contact-us']) {
    await page.goto(countryUrl('ch', path));
    await waitForIslands(page);
    for (const [place, text] of Object.entries(await storedValues(page))) check(`${path} ${place}`, text);
    check(
      `${path} dataLayer`,
      await page.evaluate(() =>
        JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []),
      ),
    );
    check(
      `${path} other cookies`,
      (await context.cookies())
        .filter(({ name }) => name !== SESSION_COOKIE)
        .map(({ value }) => value)
        .join(' '),
    );
  }
  check('console output', seen.console.join('\n'));
  check('request URLs', seen.urls.join('\n'));
  // The bearer goes to the account API of this host only, and nothing goes to another site.
  expect([...seen.bearerHosts]).toEqual([new URL(countryUrl('ch')).host]);
  expect(seen.foreign).toEqual([]);

  // Sign-out: the cookie is gone and nothing kept holds the token.
  const menu = page.locator('cine-user-menu');
  await menu.getByRole('button', { name: /Léa/ }).click();
  await menu.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(countryUrl('ch', '/catalogue/fr'));
  expect((await context.cookies()).map(({ name }) => name)).not.toContain(SESSION_COOKIE);
  for (const [place, text] of Object.entries(await storedValues(page)))
    check(`after sign-out ${place}`, text);

  const failed = checks.filter(({ held }) => !held);
  console.log(
    `[tokens] places searched for the token and the password: tried ${checks.length}, held ${checks.length - failed.length}, failed ${failed.length}`,
  );
  console.log(
    `[tokens] session cookie writes: ${written.length}, each Path=/; SameSite=Lax (Secure but over http on localhost); bearer hosts: ${[...seen.bearerHosts].join(', ')}; foreign requests: ${seen.foreign.length}`,
  );
  expect(failed.map(({ place }) => place)).toEqual([]);
});

test('inside a partner iframe the session cookie is written SameSite=None; Secure; Partitioned, and no token reaches a storage', async ({
  page,
  context,
}) => {
  await recordCookieWrites(context);
  await page.goto(`http://partner.localhost:${new URL(countryUrl('ch')).port}/iframe-host.html`);
  const frame = page.frameLocator('#account-frame');
  const form = frame.locator('cine-login');
  await form.locator('input[autocomplete="username"]').fill('demo.ch@cine.test');
  await form.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  await passCaptcha(form);
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('#message-log li', { hasText: 'LOGIN_SUCCESSFUL' })).toHaveCount(1);
  const inner = page.frames().find((f) => f !== page.mainFrame());
  const writes = (await inner?.evaluate(() => window.__cookieWrites)) ?? [];
  const session = writes.filter((write) => write.startsWith(`${SESSION_COOKIE}=`));
  console.log(
    `[tokens] iframe session cookie writes: ${session.length}: ${session.map((w) => w.replace(/^[^;]*;\s*/, '')).join(' | ')}`,
  );
  expect(session.length).toBeGreaterThan(0);
  for (const write of session) {
    expect(write).toMatch(/;\s*SameSite=None/i);
    expect(write).toMatch(/;\s*Secure/i);
    expect(write).toMatch(/;\s*Partitioned/i);
  }
  // A third-party frame may have no storage at all: then nothing can be kept there.
  const stored =
    (await inner?.evaluate(() => {
      try {
        return JSON.stringify({ ...localStorage, ...sessionStorage });
      } catch {
        return '';
      }
    })) ?? '';
  expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
});
