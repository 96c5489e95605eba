// Load on the demo API with its PGlite database in a temporary folder, driven by
// autocannon the way the elements call it (XSRF cookie from a first GET echoed in X-XSRF-TOKEN, the
// dev captcha answer). Concurrent logins and signups must all succeed and every signup must be in the
// database afterwards; an API limited to a few requests in flight must answer the excess "busy"
// (503, Retry-After, the contract's error body) and nothing else. `--short` is the form `npm test` runs.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApiApp } from '../demo/api/app';
import { createDb, type DemoDb } from '../demo/api/db';
import { DEV_CAPTCHA_PASS } from '../demo/api/request';
import { ErrorCodes } from '../src/api/contract/common';
import { percentile } from './load-stats';

const SHORT = process.argv.includes('--short');
const SIZES = SHORT
  ? { logins: 40, signups: 10, burst: 40, maxInflight: 4 }
  : { logins: 200, signups: 50, burst: 200, maxInflight: 8 };
const PASSWORD = 'Popcorn-2026';
const COUNTRIES = ['ch', 'be', 'sn', 'tn'] as const;

type Answer = { status: number; headers: Record<string, string>; body: string };
type Figures = { tried: number; failed: string[]; times: number[] };

/** One HTTP call with the Host of a country site (fetch cannot set Host). */
function call(
  port: number,
  host: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: `${host}:${port}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers as Record<string, string>,
            body: text,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** What a page does first: a GET that hands it the XSRF-TOKEN cookie. */
async function xsrfToken(port: number, host: string): Promise<string> {
  const answer = await call(port, host, 'GET', '/api/fr/settings');
  const cookies = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
  const token = cookies.map((cookie) => /^XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1]).find(Boolean);
  if (!token) throw new Error(`no XSRF-TOKEN cookie from GET settings (status ${answer.status})`);
  return token;
}

/** Headers of a same-origin write from a page that holds `token`. */
const writeHeaders = (port: number, host: string, token: string) => ({
  host: `${host}:${port}`,
  origin: `http://${host}:${port}`,
  'content-type': 'application/json',
  cookie: `XSRF-TOKEN=${token}`,
  'x-xsrf-token': token,
});

type Shot = { host: string; path: string; body: unknown; xsrf: string };
type Outcome = { status: number; body: string; headers: Record<string, string> };

/** Sends every shot at once (one autocannon connection each) and returns each answer and the latencies. */
async function burst(
  port: number,
  shots: Shot[],
): Promise<{ outcomes: (Outcome | undefined)[]; times: number[]; errors: number }> {
  const outcomes: (Outcome | undefined)[] = shots.map(() => undefined);
  const times: number[] = [];
  let next = 0;
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: shots.length,
    amount: shots.length,
    timeout: 60,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          const index = next++;
          const shot = shots[index] as Shot;
          context.index = index;
          return {
            ...request,
            path: shot.path,
            headers: writeHeaders(port, shot.host, shot.xsrf),
            body: JSON.stringify(shot.body),
          };
        },
        onResponse: (status, body, context, headers) => {
          outcomes[context.index as number] = { status, body, headers: lowerCase(headers ?? {}) };
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  return { outcomes, times, errors: result.errors + result.timeouts };
}

/** An answer in a failure line: status and the start of the body. */
const said = (outcome: Outcome | undefined) =>
  outcome ? `${outcome.status} ${outcome.body.slice(0, 120)}` : 'no answer';

const lowerCase = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

const parse = (text: string): Record<string, unknown> => {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
};

function report(what: string, figures: Figures, extra = '') {
  const failed = figures.failed.length;
  const times = figures.times.length
    ? `, p50 ${percentile(figures.times, 50)} ms, p95 ${percentile(figures.times, 95)} ms, p99 ${percentile(figures.times, 99)} ms`
    : '';
  console.log(
    `[load] ${what}: tried ${figures.tried}, held ${figures.tried - failed}, failed ${failed}${times}${extra}`,
  );
  for (const line of figures.failed.slice(0, 20)) console.log(`  - ${line}`);
}

/** Serves one API app on a free loopback port. */
function serveApi(app: ReturnType<typeof createApiApp>): Promise<Server> {
  const server = createServer(getRequestListener(app.fetch));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
const portOf = (server: Server) => (server.address() as AddressInfo).port;

async function logins(port: number, count: number): Promise<Figures> {
  const shots: Shot[] = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const country = COUNTRIES[index % COUNTRIES.length] as string;
      const host = `${country}.localhost`;
      const body = { login: `demo.${country}@cine.test`, password: PASSWORD, challenge: DEV_CAPTCHA_PASS };
      return { host, path: '/api/fr/login', body, xsrf: await xsrfToken(port, host) };
    }),
  );
  const { outcomes, times, errors } = await burst(port, shots);
  const failed = outcomes.flatMap((outcome, index) =>
    outcome?.status === 200 && typeof parse(outcome.body).token === 'string'
      ? []
      : [`login ${COUNTRIES[index % COUNTRIES.length]}: ${said(outcome)}`],
  );
  if (errors) failed.push(`${errors} socket error(s) or timeout(s)`);
  return { tried: count, failed, times };
}

type NewMember = { email: string; xsrf: string };

const newMember = (email: string, activationCode: string) => ({
  email,
  password: 'Sunset-Blvd-1950',
  favoriteCinema: 'ch-bern-westside',
  favoriteLanguage: 'FR',
  gender: 'other',
  firstName: 'Load',
  lastName: 'Tester',
  dateOfBirth: '1990-05-06',
  zipCode: '3027',
  challenge: DEV_CAPTCHA_PASS,
  isLoyalty: true,
  activationCode,
  city: 'Bern',
  newsletters: [],
  sendNewsletter: false,
});

/** The six-digit code the API e-mailed (its dev outbox). */
async function activationCode(port: number, email: string): Promise<string> {
  const answer = await call(port, 'ch.localhost', 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const messages = (parse(answer.body).messages ?? []) as { code?: string; kind: string }[];
  return messages.find((message) => message.kind === 'activation')?.code ?? '';
}

async function signups(
  port: number,
  count: number,
  run: string,
): Promise<{ figures: Figures; members: NewMember[] }> {
  const host = 'ch.localhost';
  const members: NewMember[] = await Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      email: `load-${run}-${index}@cine.test`,
      xsrf: await xsrfToken(port, host),
    })),
  );
  // Step 2 of the form: the code by e-mail, all at once too.
  const activated = await burst(
    port,
    members.map(({ email, xsrf }) => ({
      host,
      xsrf,
      path: '/api/fr/activate-member',
      body: { email, firstName: 'Load', challenge: DEV_CAPTCHA_PASS },
    })),
  );
  const failed = activated.outcomes.flatMap((outcome, index) =>
    outcome?.status === 200 ? [] : [`activate ${members[index]?.email}: ${said(outcome)}`],
  );
  const codes = await Promise.all(members.map(({ email }) => activationCode(port, email)));
  const created = await burst(
    port,
    members.map(({ email, xsrf }, index) => ({
      host,
      xsrf,
      path: '/api/fr/create-member',
      body: newMember(email, codes[index] ?? ''),
    })),
  );
  created.outcomes.forEach((outcome, index) => {
    if (outcome?.status !== 200 || typeof parse(outcome.body).access_token !== 'string')
      failed.push(`create-member ${members[index]?.email}: ${said(outcome)}`);
  });
  const errors = activated.errors + created.errors;
  if (errors) failed.push(`${errors} socket error(s) or timeout(s)`);
  return { figures: { tried: count, failed, times: created.times }, members };
}

/** No lost write: each new member is a row of the database and signs in with the password it chose. */
async function lostWrites(port: number, db: DemoDb, members: NewMember[]): Promise<Figures> {
  const failed: string[] = [];
  for (const { email, xsrf } of members) {
    const rows = await db.pg.query('select 1 from members where country = $1 and email = $2', ['CH', email]);
    const signIn = await call(port, 'ch.localhost', 'POST', '/api/fr/login', {
      headers: writeHeaders(port, 'ch.localhost', xsrf),
      body: { login: email, password: 'Sunset-Blvd-1950', challenge: DEV_CAPTCHA_PASS },
    });
    if (rows.rows.length !== 1) failed.push(`${email}: ${rows.rows.length} row(s) in members`);
    if (signIn.status !== 200) failed.push(`${email}: login answered ${signIn.status}`);
  }
  return { tried: members.length, failed, times: [] };
}

/** Logins at an API limited to `max` in flight: each answer is a token or a well-formed "busy". */
async function overload(
  port: number,
  count: number,
): Promise<{ figures: Figures; served: number; busy: number }> {
  const xsrf = await xsrfToken(port, 'ch.localhost');
  const body = { login: 'demo.ch@cine.test', password: PASSWORD, challenge: DEV_CAPTCHA_PASS };
  const shots = Array.from({ length: count }, () => ({
    host: 'ch.localhost',
    path: '/api/fr/login',
    body,
    xsrf,
  }));
  const { outcomes, times, errors } = await burst(port, shots);
  let served = 0;
  let busy = 0;
  const failed: string[] = [];
  for (const outcome of outcomes) {
    const json = parse(outcome?.body ?? '');
    if (outcome?.status === 200 && typeof json.token === 'string') served += 1;
    else if (
      outcome?.status === 503 &&
      Number(outcome.headers['retry-after']) > 0 &&
      json.errorCode === ErrorCodes.busy &&
      json.httpStatus === 503
    )
      busy += 1;
    else failed.push(`overload login: ${said(outcome)} (Retry-After ${outcome?.headers['retry-after']})`);
  }
  if (errors) failed.push(`${errors} socket error(s) or timeout(s)`);
  if (busy === 0)
    failed.push(`no "busy" answer: ${count} logins at once never passed ${SIZES.maxInflight} in flight`);
  if (served === 0) failed.push('no login was served at all');
  return { figures: { tried: count, failed, times }, served, busy };
}

async function main() {
  const started = performance.now();
  const dataDir = await mkdtemp(join(tmpdir(), 'cine-load-'));
  const db = await createDb({ dataDir });
  const open = await serveApi(createApiApp({ db }));
  const limited = await serveApi(createApiApp({ db, maxInflight: SIZES.maxInflight }));
  const results: Figures[] = [];
  try {
    const run = Date.now().toString(36);
    const login = await logins(portOf(open), SIZES.logins);
    report('logins', login);
    const signup = await signups(portOf(open), SIZES.signups, run);
    report('signups', signup.figures);
    const kept = await lostWrites(portOf(open), db, signup.members);
    report('lost writes', kept, ' (each new member in the database and signing in)');
    const busy = await overload(portOf(limited), SIZES.burst);
    report(
      'overload',
      busy.figures,
      ` (served ${busy.served}, busy ${busy.busy}: 503 + Retry-After, max ${SIZES.maxInflight} in flight)`,
    );
    results.push(login, signup.figures, kept, busy.figures);
  } finally {
    await Promise.all([open, limited].map((server) => new Promise((resolve) => server.close(resolve))));
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  const failed = results.reduce((sum, figures) => sum + figures.failed.length, 0);
  console.log(
    `[load] ${SHORT ? 'short' : 'full'} run: ${((performance.now() - started) / 1000).toFixed(1)} s, PGlite in a temporary folder`,
  );
  if (failed > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
