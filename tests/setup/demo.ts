import type { BrowserContext } from '@playwright/test';
import { E2E_PORT } from './ports';

/** The four countries of the demo, by their `*.localhost` host name. */
export type Country = 'ch' | 'be' | 'sn' | 'tn';
export const COUNTRIES: Country[] = ['ch', 'be', 'sn', 'tn'];

/** Password of every seeded demo member (docs/demo.md "Demo accounts"). */
export const DEMO_PASSWORD = 'Popcorn-2026';

/** The seeded member of a country: `demo.ch@cine.test` ... */
export const demoAccount = (country: Country) => ({
  email: `demo.${country}@cine.test`,
  password: DEMO_PASSWORD,
});

/** `http://ch.localhost:5273/fr/login`: Chromium resolves `*.localhost` to loopback. */
export function countryUrl(country: Country, path = '/'): string {
  return new URL(path, `http://${country}.localhost:${E2E_PORT}`).href;
}

/** Name of the session cookie (settings `cookies.jwt` of the demo API). */
export const SESSION_COOKIE = 'cine_session';

/** Cookie and header that switch the demo API's fault injection (docs/demo.md "Fault injection"). */
export const FAULT_COOKIE = 'cine-demo-fault';
export const FAULT_HEADER = 'x-demo-fault';

const base64Url = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A syntactically valid JWT with the claims the demo API issues; the signature is junk on purpose. */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.${base64Url({ sig: 'not-signed' })}`;
}

/** A token for the country's demo member that expired in 2020: far past the 7200 s guard margin. */
export function expiredJwt(country: Country): string {
  return fakeJwt({
    sub: `demo-${country}`,
    email: demoAccount(country).email,
    given_name: 'Demo',
    family_name: country.toUpperCase(),
    iat: 1_577_833_200,
    exp: 1_577_836_800,
  });
}

/** Writes a session cookie holding an expired token on the country host (spec section 8, guard error 1). */
export async function expiredTokenCookie(context: BrowserContext, country: Country): Promise<string> {
  const jwt = expiredJwt(country);
  // Raw JSON: a reader that URI-decodes gets the same text back.
  const value = JSON.stringify({ jwt });
  await context.addCookies([{ name: SESSION_COOKIE, value, url: countryUrl(country) }]);
  return jwt;
}

/**
 * Makes the demo API fail on purpose for this browser context: a comma list of `match:fault`
 * (`login:500`, `accounts/me:401`, `settings:timeout`, `login:malformed`, `*:latency=800`). Applies to every country host unless one is given.
 */
export async function setFault(context: BrowserContext, fault: string, country?: Country): Promise<void> {
  const hosts = country ? [country] : COUNTRIES;
  // URI-encoded as a browser would store `login:401,*:latency=800`; the demo API decodes it.
  const value = encodeURIComponent(fault);
  await context.addCookies([
    ...hosts.map((host) => ({ name: FAULT_COOKIE, value, url: countryUrl(host) })),
    { name: FAULT_COOKIE, value, url: `http://localhost:${E2E_PORT}/` },
  ]);
}

/** Turns fault injection off again for this context. */
export async function clearFault(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: FAULT_COOKIE });
}

/** The create-member body of a test member (tests/e2e/members.ts and tests/engines/members.ts). */
export function createMemberBody(
  country: Country,
  member: { email: string; password: string; firstName: string; code?: string; cinema?: string },
) {
  return {
    email: member.email,
    password: member.password,
    favoriteCinema: member.cinema ?? '',
    favoriteLanguage: 'en',
    gender: 'other',
    firstName: member.firstName,
    lastName: 'Tester',
    dateOfBirth: '1990-05-17',
    zipCode: { ch: '1201', be: '1000', sn: '10000', tn: '1000' }[country],
    challenge: 'dev-pass',
    isLoyalty: false,
    activationCode: member.code ?? '',
    city: 'Genève',
    newsletters: [],
    sendNewsletter: false,
  };
}
