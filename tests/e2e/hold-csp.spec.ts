import type { BrowserContext } from '@playwright/test';
import { countryUrl, demoAccount, expect, login, signIn, test } from './fixtures';

// Every demo page under `script-src 'self' 'nonce-…'; style-src 'self';
// require-trusted-types-for 'script'` (the demo's strict policy): 0 violations, the forms render.

declare global {
  interface Window {
    __violations: string[];
  }
}

const VISITOR_PAGES = [
  '/fr/login',
  '/fr/signup',
  '/fr/forgotten-password',
  '/fr/contact-us',
  '/login-only.html',
  '/marketing.html',
  '/member.html',
  '/help.html',
  '/entity.html',
  '/catalogue.html',
  '/legal.html',
  '/iframe-host.html',
  '/webview.html',
  '/outbox.html',
];
const MEMBER_PAGES = [
  '/fr',
  '/fr/profile',
  '/fr/e-tickets',
  '/fr/loyalty-program',
  '/fr/contact-us',
  '/member.html',
  '/webview-tickets.html',
  '/webview-profile.html',
];

// 22 whole pages under the policy: on two busy CI cores that takes longer than a single test's minute.
test.describe.configure({ timeout: 240_000 });

async function strict(context: BrowserContext) {
  await context.addCookies([{ name: 'cine-demo-csp', value: 'strict', url: countryUrl('ch') }]);
  await context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`.trim()),
    );
  });
}

/** Opens a page and reads its violations (every frame), its policy and whether its elements show controls. */
async function visit(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) console.push(message.text());
  });
  const response = await page.goto(countryUrl('ch', path));
  await page.waitForLoadState('networkidle');
  const policy = response?.headers()['content-security-policy'] ?? '';
  const violations = [...console];
  for (const frame of page.frames())
    violations.push(...(await frame.evaluate(() => window.__violations ?? [])));
  const count = async () => {
    let elements = 0;
    let controls = 0;
    for (const frame of page.frames()) {
      const counted = await frame.evaluate(() => {
        const islands = [...document.querySelectorAll('*')].filter((element) =>
          element.localName.startsWith('cine-'),
        );
        const inside = islands.flatMap((island) => [
          ...(island.shadowRoot?.querySelectorAll('input, button, a') ?? []),
        ]);
        return { elements: islands.length, controls: inside.length };
      });
      elements += counted.elements;
      controls += counted.controls;
    }
    return { elements, controls };
  };
  // A page whose controls come with its data (the help page's articles) may show them after the network is quiet.
  let { elements, controls } = await count();
  for (const end = Date.now() + 10_000; elements && !controls && Date.now() < end; ) {
    await page.waitForTimeout(250);
    ({ elements, controls } = await count());
  }
  await page.close();
  return { path, policy, violations, controls: elements ? controls : undefined };
}

async function scanPages(context: BrowserContext, paths: string[]) {
  const results = [];
  // Two pages at a time: two cores, and each page is a whole app.
  for (let i = 0; i < paths.length; i += 2)
    results.push(...(await Promise.all(paths.slice(i, i + 2).map((path) => visit(context, path)))));
  return results;
}

function report(name: string, results: Awaited<ReturnType<typeof scanPages>>) {
  const failed = results.filter(
    (result) =>
      result.violations.length > 0 ||
      result.controls === 0 ||
      !/require-trusted-types-for 'script'/.test(result.policy),
  );
  console.log(
    `[csp] ${name}: tried ${results.length}, held ${results.length - failed.length}, failed ${failed.length}`,
  );
  expect(
    failed.map(({ path, violations, controls, policy }) => ({
      path,
      violations,
      controls,
      strict: Boolean(policy),
    })),
  ).toEqual([]);
}

test('every visitor page under the strict policy with Trusted Types: 0 violations, controls shown, login works', async ({
  context,
  page,
}) => {
  await strict(context);
  report('visitor pages', await scanPages(context, VISITOR_PAGES));
  await page.goto(countryUrl('ch', '/fr/login'));
  await signIn(page, demoAccount('ch'));
  await expect(page).toHaveURL(countryUrl('ch', '/fr'));
  expect(await page.evaluate(() => window.__violations)).toEqual([]);
});

test('every member page under the strict policy with Trusted Types: 0 violations, content shown', async ({
  context,
  page,
}) => {
  await login(page, 'ch');
  await strict(context);
  report('member pages', await scanPages(context, MEMBER_PAGES));
});
