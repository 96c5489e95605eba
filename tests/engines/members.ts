import { request } from 'node:https';
import { inject } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/api/contract/headers';
import { type Country, createMemberBody } from '../setup/demo';
import { nextMail } from './harness';

/** Password every member made by {@link createMember} starts with. */
export const FIRST_PASSWORD = 'Popcorn-2026';

/** A unique address per call. */
export const newEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;

type Answer = { status: number; json: Record<string, unknown>; cookies: string[] };

/** One call to the demo API of a country from Node (Host header, self-signed certificate trusted). */
function call(country: Country, path: string, body?: object, cookie = ''): Promise<Answer> {
  const port = inject('demoPort');
  const xsrf = cookie.match(new RegExp(`${XSRF_COOKIE}=([^;]*)`))?.[1] ?? '';
  const headers: Record<string, string> = { host: `${country}.localhost:${port}`, cookie };
  if (body) Object.assign(headers, { 'content-type': 'application/json', [XSRF_HEADER]: xsrf });
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: body ? 'POST' : 'GET', headers, rejectUnauthorized: false },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            json: text ? JSON.parse(text) : {},
            cookies: res.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

/**
 * A member of its own, made through the API (activate-member, the e-mailed code, create-member) as
 * tests/e2e/members.ts does, so changing or deleting it disturbs no seeded member.
 */
export async function createMember(
  country: Country = 'ch',
  firstName = 'Reset',
): Promise<{ email: string; password: string }> {
  const email = newEmail('engines');
  const first = await call(country, '/api/en/cinemas');
  const cookie = first.cookies.map((line) => line.split(';')[0]).join('; ');
  const cinemas = (first.json as { cinemas: { id: string }[] }).cinemas;
  const activated = await call(
    country,
    '/api/en/activate-member',
    { email, firstName, challenge: 'dev-pass' },
    cookie,
  );
  if (activated.status !== 200) throw new Error(`activate-member answered ${activated.status}`);
  const { code } = await nextMail(email, 'activation');
  const body = createMemberBody(country, {
    email,
    password: FIRST_PASSWORD,
    firstName,
    code,
    cinema: cinemas[0]?.id,
  });
  const created = await call(country, '/api/en/create-member', body, cookie);
  if (created.status !== 200)
    throw new Error(`create-member answered ${created.status}: ${JSON.stringify(created.json)}`);
  return { email, password: FIRST_PASSWORD };
}
