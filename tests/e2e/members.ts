import type { Page } from '@playwright/test';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/api/contract/headers';
import {
  type Country,
  countryUrl,
  createMemberBody,
  expect,
  SESSION_COOKIE,
  waitForIslands,
} from './fixtures';

/** Password every member created by {@link createMember} starts with. */
export const FIRST_PASSWORD = 'Popcorn-2026';

/** A unique address per call, so parallel workers never share a member. */
export const newEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;

type Outbox = { next(to: string, kind?: 'activation'): Promise<{ code?: string }> };

export type CreatedMember = { email: string; password: string; token: string; country: Country };

/** Calls the demo API from the page (only Chromium resolves `*.localhost`; the page has the XSRF cookie). */
export function apiCall(page: Page, lang: string, path: string, body?: object, method = 'POST') {
  return page.evaluate(
    async ({ lang, path, body, method, cookie, header }) => {
      const xsrf = document.cookie.match(new RegExp(`(?:^|; )${cookie}=([^;]*)`))?.[1] ?? '';
      const init = body
        ? {
            method,
            body: JSON.stringify(body),
            headers: { 'content-type': 'application/json', [header]: xsrf },
          }
        : {};
      const response = await fetch(`/api/${lang}/${path}`, init);
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
    { lang, path, body, method, cookie: XSRF_COOKIE, header: XSRF_HEADER },
  );
}

/**
 * A member of its own, created through the API (activate-member, the e-mailed code, create-member),
 * so changing or deleting it never disturbs the seeded members other specs sign in with.
 */
export async function createMember(
  page: Page,
  outbox: Outbox,
  options: { country?: Country; email?: string; firstName?: string } = {},
): Promise<CreatedMember> {
  const country = options.country ?? 'ch';
  const email = options.email ?? newEmail('member');
  const firstName = options.firstName ?? 'Reset';
  await page.goto(countryUrl(country, '/en/forgotten-password'));
  const { json } = await apiCall(page, 'en', 'cinemas');
  const activated = await apiCall(page, 'en', 'activate-member', { email, firstName, challenge: 'dev-pass' });
  expect(activated.status, 'activate-member').toBe(200);
  const { code } = await outbox.next(email, 'activation');
  const cinema = (json as { cinemas: { id: string }[] }).cinemas[0]?.id;
  const body = createMemberBody(country, { email, password: FIRST_PASSWORD, firstName, code, cinema });
  const created = await apiCall(page, 'en', 'create-member', body);
  expect(created.status, 'create-member').toBe(200);
  return { email, password: FIRST_PASSWORD, token: String(created.json.access_token), country };
}

/** Signs the browser in as `member` by writing the session cookie the API's login would leave. */
export async function signInAs(page: Page, member: CreatedMember): Promise<void> {
  await page
    .context()
    .addCookies([
      { name: SESSION_COOKIE, value: JSON.stringify({ jwt: member.token }), url: countryUrl(member.country) },
    ]);
}

/** A member of its own, signed in, on `path` of its country with every element up. */
export async function openAsNewMember(
  page: Page,
  outbox: Outbox,
  path: string,
  options: { country?: Country; firstName?: string } = {},
): Promise<CreatedMember> {
  const member = await createMember(page, outbox, options);
  await signInAs(page, member);
  await page.goto(countryUrl(member.country, path));
  await waitForIslands(page);
  return member;
}

type OutboxList = { list(to?: string): Promise<{ text: string; kind: string }[]> };

/** The messages to a team address that hold `mark` (specs run side by side and write to the same team). */
export async function outboxWith(outbox: OutboxList, to: string, mark: string) {
  let found: { text: string; kind: string }[] = [];
  await expect
    .poll(async () => {
      found = (await outbox.list(to)).filter((message) => message.text.includes(mark));
      return found.length;
    })
    .toBeGreaterThan(0);
  return found;
}

/**
 * A new Swiss member signed in whose account asks for the loyalty pop-in, as the chain's back office
 * would have it (PATCH accounts/me/update).
 */
export async function memberWithLoyaltyPopin(page: Page, outbox: Outbox, firstName: string) {
  const member = await createMember(page, outbox, { country: 'ch', firstName });
  const status = await page.evaluate(
    async ({ token, cookie, header }) => {
      const xsrf = document.cookie.match(new RegExp(`(?:^|; )${cookie}=([^;]*)`))?.[1] ?? '';
      const response = await fetch('/api/en/accounts/me/update', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, [header]: xsrf },
        body: JSON.stringify({ isLoyaltyPopinDisplayed: true }),
      });
      return response.status;
    },
    { token: member.token, cookie: XSRF_COOKIE, header: XSRF_HEADER },
  );
  expect(status, 'accounts/me/update').toBe(200);
  await signInAs(page, member);
  return member;
}
