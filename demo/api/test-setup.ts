import { afterAll, beforeAll } from 'vitest';
import { createApiApp } from './app';
import { createDb, type DemoDb } from './db';
import { DEV_CAPTCHA_PASS } from './request';

type CallOptions = {
  host?: string;
  /** The scheme the request came over (the demo serves http, or https with DEMO_HTTPS=1). */
  scheme?: 'http' | 'https';
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Send the XSRF cookie and header on writes (default true). */
  xsrf?: boolean;
};

export const START = Date.parse('2026-11-20T10:00:00Z');
export const CHALLENGE = DEV_CAPTCHA_PASS;

/** One in-memory demo API per test file, with a clock the tests move. */
export function setupDemoApi() {
  const state = { db: undefined as DemoDb | undefined, now: START };
  const clock = { now: () => state.now, advance: (ms: number) => (state.now += ms) };
  let app: ReturnType<typeof createApiApp>;

  beforeAll(async () => {
    state.db = await createDb();
    app = createApiApp({ db: state.db, now: clock.now, faultTimeoutMs: 50 });
  }, 60_000);
  afterAll(() => state.db?.close());

  async function call(method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (method !== 'GET' && options.xsrf !== false) {
      headers.cookie = 'XSRF-TOKEN=test-xsrf';
      headers['x-xsrf-token'] = 'test-xsrf';
    }
    const response = await app.request(
      `${options.scheme ?? 'http'}://${options.host ?? 'ch.localhost:5173'}${path}`,
      {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      },
    );
    const text = await response.text();
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely, then assert their shape
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json, text };
  }

  async function login(email: string, password = 'Popcorn-2026', host?: string): Promise<string> {
    const answer = await call('POST', '/api/en/login', {
      host,
      body: { login: email, password, challenge: CHALLENGE },
    });
    return answer.json.token;
  }

  async function outbox(to: string) {
    const answer = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
    return answer.json.messages as {
      code?: string;
      link?: string;
      kind: string;
      subject: string;
      text: string;
    }[];
  }

  return { call, login, outbox, clock, db: () => state.db as DemoDb };
}
