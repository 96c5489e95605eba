// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHALLENGE, setupDemoApi } from './test-setup';

const api = setupDemoApi();
const login = { login: 'demo.ch@cine.test', password: 'Popcorn-2026', challenge: CHALLENGE };

describe('XSRF', () => {
  it('sets a readable, partitioned XSRF-TOKEN cookie when the request has none, and only then', async () => {
    const first = await api.call('GET', '/api/fr/settings', { scheme: 'https' });
    expect(first.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^XSRF-TOKEN=[\w-]{20,}; Path=\/; Secure; SameSite=None; Partitioned$/),
    ]);
    const again = await api.call('GET', '/api/fr/settings', { headers: { cookie: 'XSRF-TOKEN=abc' } });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  // WebKit keeps no Secure cookie over http, even on localhost (the demo as npm run demo prints it).
  it('over plain http on *.localhost also sets a copy without Secure first, and the production one after it', async () => {
    const [plain, production] = (await api.call('GET', '/api/fr/settings')).headers.getSetCookie();
    const token = plain?.match(/^XSRF-TOKEN=([\w-]{20,}); Path=\/; SameSite=Lax$/)?.[1];
    expect(token).toBeDefined();
    expect(production).toBe(`XSRF-TOKEN=${token}; Path=/; Secure; SameSite=None; Partitioned`);
    for (const host of ['ch.example.test', '127.0.0.1:5173'])
      expect((await api.call('GET', '/api/fr/settings', { host })).headers.getSetCookie()).toHaveLength(1);
  });

  // Two sign-ins, each hashing the password: slow on a busy machine, hence the longer test timeout.
  it("sets the member's pass cookie Secure, but over plain http on *.localhost", async () => {
    const pass = async (scheme: 'http' | 'https') =>
      (
        await api.call('POST', '/api/fr/login', {
          scheme,
          body: login,
        })
      ).headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith('cine_pass='));
    expect(await pass('https')).toMatch(/; Path=\/; Secure; SameSite=Lax$/);
    expect(await pass('http')).toMatch(/; Path=\/; SameSite=Lax$/);
  }, 30_000);

  it('refuses a same-origin write without the header with 403 EC-403', async () => {
    for (const origin of [undefined, 'http://ch.localhost:5173']) {
      const answer = await api.call('POST', '/api/fr/login', {
        body: login,
        xsrf: false,
        headers: { cookie: 'XSRF-TOKEN=abc', ...(origin ? { origin } : {}) },
      });
      expect([answer.status, answer.json.errorCode, answer.json.httpStatus]).toEqual([403, 'EC-403', 403]);
    }
  });

  it('refuses a header that does not match the cookie', async () => {
    const answer = await api.call('POST', '/api/fr/login', {
      body: login,
      xsrf: false,
      headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' },
    });
    expect(answer.status).toBe(403);
  });

  it('accepts a same-origin write that echoes the cookie', async () => {
    const answer = await api.call('POST', '/api/fr/login', {
      body: login,
      xsrf: false,
      headers: { origin: 'http://ch.localhost:5173', cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' },
    });
    expect(answer.status).toBe(200);
  });

  it('accepts a cross-origin write from the partner site, protected by the bearer instead', async () => {
    const answer = await api.call('POST', '/api/fr/login', {
      body: login,
      xsrf: false,
      headers: { origin: 'http://partner.localhost:5173' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://partner.localhost:5173');
  });

  it('refuses a cross-origin write from any other origin', async () => {
    for (const origin of ['http://evil.localhost:5173', 'http://partner.localhost:9999', 'null']) {
      const answer = await api.call('POST', '/api/fr/login', {
        body: login,
        xsrf: false,
        headers: { origin },
      });
      expect([answer.status, answer.json.errorCode]).toEqual([403, 'EC-403']);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    api.call('OPTIONS', '/api/fr/accounts/me', {
      xsrf: false,
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it('answers preflights of the country and partner sites with credentials and our headers', async () => {
    for (const origin of ['http://be.localhost:5173', 'http://partner.localhost:5173']) {
      const answer = await preflight(origin);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
      const allowed = answer.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
      for (const header of ['authorization', 'x-xsrf-token', 'reset', 'x-mobile-key']) {
        expect(allowed).toContain(header);
      }
    }
  });

  it('never reflects another origin', async () => {
    for (const origin of [
      'http://evil.localhost:5173',
      'https://be.localhost:5173',
      'http://be.localhost.evil.test:5173',
    ]) {
      const answer = await preflight(origin);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      const get = await api.call('GET', '/api/fr/settings', { headers: { origin } });
      expect(get.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('adds CORS headers to error answers so the page can read them', async () => {
    const answer = await api.call('GET', '/api/fr/accounts/me', {
      headers: { origin: 'http://be.localhost:5173' },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://be.localhost:5173');
  });
});

describe('DEMO_ALLOWED_ORIGINS (integrators)', () => {
  const shop = 'https://shop.example.com';
  const withOrigins = async (value: string | undefined, run: () => Promise<void>) => {
    const before = process.env.DEMO_ALLOWED_ORIGINS;
    if (value === undefined) delete process.env.DEMO_ALLOWED_ORIGINS;
    else process.env.DEMO_ALLOWED_ORIGINS = value;
    try {
      await run();
    } finally {
      if (before === undefined) delete process.env.DEMO_ALLOWED_ORIGINS;
      else process.env.DEMO_ALLOWED_ORIGINS = before;
    }
  };
  const preflight = () =>
    api.call('OPTIONS', '/api/fr/login', {
      xsrf: false,
      headers: {
        origin: shop,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('opens CORS with credentials and the settings allowlist to the listed origins only', async () => {
    await withOrigins(`${shop}, not an origin, https://other.example.com/path`, async () => {
      const answer = await preflight();
      expect(answer.headers.get('access-control-allow-origin')).toBe(shop);
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
      const signedIn = await api.call('POST', '/api/fr/login', {
        body: login,
        xsrf: false,
        headers: { origin: shop },
      });
      expect(signedIn.status).toBe(200);
      const settings = await api.call('GET', '/api/fr/settings');
      expect(settings.json.allowedOrigins).toEqual(['http://partner.localhost:5173', shop]);
    });
  });

  it('keeps the default to the demo’s own hosts', async () => {
    await withOrigins(undefined, async () => {
      expect((await preflight()).headers.get('access-control-allow-origin')).toBeNull();
      const settings = await api.call('GET', '/api/fr/settings');
      expect(settings.json.allowedOrigins).toEqual(['http://partner.localhost:5173']);
    });
  });
});
