// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { Ack } from './contract/common';
import { type ApiContext, type ApiError, configureHttp, request, resetHttp } from './http';
import { fakeFetch, json } from './test-fetch';

// What ofetch, as http.ts and ofetch-client.ts set it up, does on the wire: bodies, parsing, query, aborts.
const Any = z.unknown();
const ctx: ApiContext = { apiBase: '/api/', lang: 'fr', getToken: () => undefined, onUnauthorized: vi.fn() };
const settle = (promise: Promise<unknown>) => promise.catch((e: ApiError) => e);

beforeEach(() => {
  resetHttp();
  configureHttp({ baseDelay: 1, maxDelay: 4 });
});
afterEach(() => vi.unstubAllGlobals());

describe('request bodies', () => {
  it('sends an object as JSON with its content type, and no body on a GET', async () => {
    const sent = fakeFetch(json({}));
    await request(ctx, { method: 'POST', path: 'login', body: { login: 'a@b.ch', password: 'pw' } }, Any);
    await request(ctx, { path: 'settings', body: { ignored: true } }, Any);
    expect(sent[0]?.body).toEqual({ login: 'a@b.ch', password: 'pw' });
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
    expect(sent[0]?.headers.get('accept')).toBe('application/json');
    expect(sent[1]?.body).toBeUndefined();
    expect(sent[1]?.headers.has('content-type')).toBe(false);
  });

  it('passes FormData through untouched so the browser sets its boundary', async () => {
    const form = new FormData();
    form.set('file', 'x');
    const sent = fakeFetch(json({}));
    await request(ctx, { method: 'POST', path: 'upload', body: form }, Any);
    expect(sent[0]?.body).toBe(form);
    expect(sent[0]?.headers.has('content-type')).toBe(false);
  });
});

describe('response bodies', () => {
  // A string body would get an implicit text/plain; bytes arrive with no content type, as from some servers.
  it('resolves an empty 204 or 200 as undefined, and a schema that needs a body rejects it cleanly', async () => {
    fakeFetch(new Response(null, { status: 204 }), new Response(null, { status: 204 }), new Response(''));
    await expect(
      request(ctx, { method: 'PATCH', path: 'accounts/me/cinemas' }, Any),
    ).resolves.toBeUndefined();
    expect(await settle(request(ctx, { method: 'PATCH', path: 'x' }, Ack))).toMatchObject({
      code: 'FRONT_INVALID_PARAMETERS',
      status: 204,
    });
    await expect(request(ctx, { method: 'POST', path: 'logout' }, Any)).resolves.toBeUndefined();
  });

  it('parses JSON sent without a content type, and keeps other types as text', async () => {
    fakeFetch(
      new Response(new TextEncoder().encode('{"success":true}')),
      new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
    );
    await expect(request(ctx, { method: 'POST', path: 'a' }, Ack)).resolves.toEqual({ success: true });
    await expect(request(ctx, { method: 'POST', path: 'b' }, Any)).resolves.toBe('<svg/>');
  });

  it('turns an HTML error page into status and EC-500, not a crash', async () => {
    fakeFetch(
      new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    expect(await settle(request(ctx, { method: 'POST', path: 'create-member' }, Any))).toMatchObject({
      status: 502,
      code: 'EC-500',
      body: undefined,
    });
  });

  it('never lets a __proto__ key in a body reach an object prototype (destr drops it)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeFetch(
      new Response('{"__proto__":{"polluted":true},"a":1}', {
        headers: { 'content-type': 'application/json' },
      }),
    );
    const data = (await request(ctx, { path: 'x' }, Any)) as Record<string, unknown>;
    expect(data).toEqual({ a: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('__proto__'));
  });
});

describe('query parameters', () => {
  it('encodes reserved and accented characters, numbers and booleans', async () => {
    const sent = fakeFetch(json({}));
    const query = { q: 'a b&c=d/é?', page: 2, open: true, none: undefined };
    await request(ctx, { path: 'cinemas', query }, Any);
    const url = new URL(sent[0]?.url ?? '', location.origin);
    expect(url.pathname).toBe('/api/fr/cinemas');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'a b&c=d/é?', page: '2', open: 'true' });
    expect(sent[0]?.url).not.toMatch(/[ é]/);
  });
});

describe('timeouts', () => {
  it('aborts a try that hangs past the timeout, then retries and succeeds', async () => {
    configureHttp({ tries: 3, timeout: 25 });
    const signals: AbortSignal[] = [];
    const fetch = vi.fn((_url: string, init: RequestInit) => {
      const signal = init.signal as AbortSignal;
      signals.push(signal);
      if (signals.length > 1) return Promise.resolve(json({ name: 'second try' }));
      return new Promise<Response>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      );
    });
    vi.stubGlobal('fetch', fetch);
    await expect(request(ctx, { path: 'slow' }, Any)).resolves.toEqual({ name: 'second try' });
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
  });

  it('does not retry a write that timed out (it may have reached the server)', async () => {
    configureHttp({ tries: 3, timeout: 20 });
    const sent = fakeFetch(() => new Promise<Response>(() => {}));
    expect(
      await settle(request(ctx, { method: 'POST', path: 'create-member', body: {} }, Any)),
    ).toMatchObject({
      status: 0,
      description: 'timeout',
    });
    expect(sent).toHaveLength(1);
  });
});
