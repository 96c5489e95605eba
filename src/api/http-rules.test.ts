// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { type ApiContext, type ApiError, configureHttp, request, resetHttp, resetUnauthorized } from './http';
import { getOrders } from './orders';
import { fakeFetch, json } from './test-fetch';

const Any = z.unknown();
let token: string | undefined;
const onUnauthorized = vi.fn();
const ctx: ApiContext = {
  apiBase: `${location.origin}/api/`,
  lang: 'de',
  getToken: () => token,
  onUnauthorized,
  hosts: {
    catalogue: 'https://catalogue.example.test/',
    mobile: 'https://mobile.example.test',
    mobileKey: 'm-key',
    tunnel: 'https://tunnel.example.test/api',
  },
};
// The API sets XSRF-TOKEN with Set-Cookie; a test can only write it directly.
const setCookie = (value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: stands in for the server's Set-Cookie
  document.cookie = value;
};
const settle = (promise: Promise<unknown>) => promise.catch((e: ApiError) => e);

beforeEach(() => {
  resetHttp();
  configureHttp({ baseDelay: 1, maxDelay: 4 });
  token = undefined;
  onUnauthorized.mockClear();
  setCookie('XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
});
afterEach(() => vi.unstubAllGlobals());

describe('URLs (spec section 7)', () => {
  it('puts the language after the API base, and rewrites api/ paths the same way', async () => {
    const sent = fakeFetch(json({}));
    await request(ctx, { path: 'accounts/me' }, Any);
    await request(ctx, { path: '/api/settings' }, Any);
    await request(
      { ...ctx, apiBase: '/api' },
      { path: 'cinemas', query: { city: 'Bern', x: undefined } },
      Any,
    );
    expect(sent.map((r) => r.url)).toEqual([
      `${location.origin}/api/de/accounts/me`,
      `${location.origin}/api/de/settings`,
      '/api/de/cinemas?city=Bern',
    ]);
  });

  it('adds language to catalogue calls except backdrop images, and to mobile calls with the key', async () => {
    const sent = fakeFetch(json({}));
    await request(ctx, { host: 'catalogue', path: 'news', query: { category: '12' } }, Any);
    await request(ctx, { host: 'catalogue', path: 'backdrops/123.jpg' }, Any);
    await request(ctx, { host: 'mobile', path: 'v4/client/shows' }, Any);
    await request(ctx, { host: 'tunnel', path: 'customer/ebillet' }, Any);
    expect(sent.map((r) => r.url)).toEqual([
      'https://catalogue.example.test/news?category=12&language=de',
      'https://catalogue.example.test/backdrops/123.jpg',
      'https://mobile.example.test/v4/client/shows?language=de',
      'https://tunnel.example.test/api/customer/ebillet',
    ]);
    expect(sent[2]?.headers.get('X-Api-Key')).toBe('m-key');
    expect(sent[0]?.headers.get('X-Api-Key')).toBeNull();
  });

  it('rejects with status 0 when the tunnel host is not known yet', async () => {
    const error = await settle(
      request({ ...ctx, hosts: {} }, { host: 'tunnel', path: 'customer/ebillet' }, Any),
    );
    expect(error).toMatchObject({ status: 0 });
  });
});

describe('headers', () => {
  it('sends the bearer token to the API, catalogue and mobile hosts only, and only when there is one', async () => {
    const sent = fakeFetch(json({}));
    await request(ctx, { path: 'settings' }, Any);
    token = 'abc.def.ghi';
    for (const host of ['api', 'catalogue', 'mobile', 'tunnel'] as const)
      await request(ctx, { host, path: 'x' }, Any);
    // Spec section 7: "Calls to the API, catalogue and mobile hosts send an Authorization bearer header".
    expect(sent.map((r) => r.headers.get('Authorization'))).toEqual([
      null,
      ...Array(3).fill('Bearer abc.def.ghi'),
      null,
    ]);
  });

  it('sends the session cookie to the tunnel, on any origin, and no cookie to another API origin', async () => {
    const sent = fakeFetch(json({ orders: [] }));
    await getOrders(ctx);
    await getOrders({ ...ctx, hosts: { tunnel: `${location.origin}/tunnel/de` } });
    await request({ ...ctx, apiBase: 'https://api.example.test/api/' }, { path: 'settings' }, Any);
    // As the page's preload of the orders asks (crossorigin="use-credentials"), so the browser uses it.
    expect(sent.map((r) => r.credentials)).toEqual(['include', 'include', 'same-origin']);
  });

  it('sends X-XSRF-TOKEN only on same-origin writes', async () => {
    setCookie('XSRF-TOKEN=xs%2Fr; path=/');
    const sent = fakeFetch(json({}));
    await request(ctx, { method: 'POST', path: 'logout' }, Any);
    await request({ ...ctx, apiBase: '/api/' }, { method: 'PATCH', path: 'accounts/me/update' }, Any);
    await request(ctx, { path: 'settings' }, Any);
    await request(
      { ...ctx, apiBase: 'https://evil.example.test/api/' },
      { method: 'POST', path: 'login' },
      Any,
    );
    await request(ctx, { method: 'POST', host: 'tunnel', path: 'x' }, Any);
    expect(sent.map((r) => r.headers.get('X-XSRF-TOKEN'))).toEqual(['xs/r', 'xs/r', null, null, null]);
  });
});

describe('writes wait for the settings (a sign-in typed while they load)', () => {
  it('sends a POST only once the context is ready; GETs go at once', async () => {
    let open = () => {};
    const ready = () =>
      new Promise<void>((resolve) => {
        open = resolve;
      });
    const sent = fakeFetch(json({}));
    const write = request({ ...ctx, ready }, { method: 'POST', path: 'login' }, Any);
    await request({ ...ctx, ready }, { path: 'settings' }, Any);
    expect(sent.map((r) => r.method)).toEqual(['GET']);
    open();
    await write;
    expect(sent.map((r) => r.method)).toEqual(['GET', 'POST']);
  });
});

describe('GET cache and deduplication', () => {
  it('does not cache by default', async () => {
    const sent = fakeFetch(json({ n: 1 }));
    await request(ctx, { path: 'settings' }, Any);
    await request(ctx, { path: 'settings' }, Any);
    expect(sent).toHaveLength(2);
  });

  it('caches by full URL when enabled; the reset header clears the entry and is not sent', async () => {
    configureHttp({ cache: true });
    const sent = fakeFetch(json({ n: 1 }), json({ n: 2 }));
    expect(await request(ctx, { path: 'settings' }, Any)).toEqual({ n: 1 });
    expect(await request(ctx, { path: 'settings' }, Any)).toEqual({ n: 1 });
    expect(await request(ctx, { path: 'settings', headers: { reset: 'true' } }, Any)).toEqual({ n: 2 });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers.has('reset')).toBe(false);
  });

  it('sends one request for identical concurrent GETs (five elements, one settings load)', async () => {
    const sent = fakeFetch(json({ n: 1 }));
    const all = await Promise.all(Array.from({ length: 5 }, () => request(ctx, { path: 'settings' }, Any)));
    expect(all).toEqual(Array(5).fill({ n: 1 }));
    expect(sent).toHaveLength(1);
  });
});

describe('401 handling (spec section 8)', () => {
  it('logs out once when several in-flight requests fail together', async () => {
    token = 'expired';
    fakeFetch(json({ errorCode: 'EC-401' }, 401));
    const paths = ['accounts/me', 'accounts/me/cards', 'accounts/me/points-history'];
    const errors = await Promise.all(paths.map((path) => settle(request(ctx, { path }, Any))));
    expect(errors.map((e) => (e as ApiError).status)).toEqual([401, 401, 401]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('logs out again after a new login', async () => {
    token = 't1';
    fakeFetch(json({}, 401));
    await settle(request(ctx, { path: 'accounts/me' }, Any));
    resetUnauthorized();
    await settle(request(ctx, { path: 'accounts/me' }, Any));
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it.each([
    'login',
    'create-member',
    'verify-member',
    'activate-member',
    'forgotten-password',
    'reset-password',
    'contact-support',
    'contact-offer/birthday',
  ])('leaves a 401 on %s to the screen', async (path) => {
    fakeFetch(json({ errorCode: 'EC-120' }, 401));
    expect(await settle(request(ctx, { method: 'POST', path }, Any))).toMatchObject({
      status: 401,
      code: 'EC-120',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends the session on a 401 from refresh: the token is no longer good', async () => {
    fakeFetch(json({ errorCode: 'EC-401' }, 401));
    await settle(request(ctx, { method: 'POST', path: 'refresh' }, Any));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('honours an explicit exemption', async () => {
    fakeFetch(json({}, 401));
    await settle(request(ctx, { method: 'DELETE', path: 'accounts/me', unauthorizedExempt: true }, Any));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
