// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { type ApiContext, ApiError, configureHttp, request, resetHttp } from './http';
import { fakeFetch, json } from './test-fetch';

const Thing = z.object({ name: z.string() });
let token: string | undefined;
const onUnauthorized = vi.fn();
const ctx: ApiContext = {
  apiBase: 'https://ch.example.test/api/',
  lang: 'fr',
  getToken: () => token,
  onUnauthorized,
};
const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('resolved'),
    (e: ApiError) => e,
  );

beforeEach(() => {
  resetHttp();
  configureHttp({ baseDelay: 1, maxDelay: 4 });
  token = undefined;
  onUnauthorized.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request: responses', () => {
  it('returns the validated body', async () => {
    fakeFetch(json({ name: 'Pathé', extra: 1 }));
    await expect(request(ctx, { path: 'things' }, Thing)).resolves.toEqual({ name: 'Pathé' });
  });

  it('rejects a body that breaks the contract with FRONT_INVALID_PARAMETERS, never a crash', async () => {
    fakeFetch(json({ name: 42 }));
    const error = await fail(request(ctx, { path: 'things' }, Thing));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'FRONT_INVALID_PARAMETERS', status: 200 });
  });

  it('rejects a malformed JSON body with FRONT_INVALID_PARAMETERS', async () => {
    fakeFetch(new Response('{"name":', { headers: { 'content-type': 'application/json' } }));
    expect(await fail(request(ctx, { path: 'things' }, Thing))).toMatchObject({
      code: 'FRONT_INVALID_PARAMETERS',
    });
  });

  it('turns an error body into status, code and description', async () => {
    fakeFetch(json({ errorCode: 'EC-120', errorDescription: 'Bad credentials', httpStatus: 400 }, 400));
    const error = await fail(request(ctx, { method: 'POST', path: 'login' }, Thing));
    expect(error).toMatchObject({ status: 400, code: 'EC-120', description: 'Bad credentials' });
    expect(error.body?.httpStatus).toBe(400);
  });

  it('uses EC-500 when the error body has no code', async () => {
    fakeFetch(new Response('oops', { status: 418 }));
    expect(await fail(request(ctx, { method: 'POST', path: 'x' }, Thing))).toMatchObject({
      status: 418,
      code: 'EC-500',
    });
  });

  it('gives status 0 on a network failure', async () => {
    configureHttp({ tries: 1 });
    fakeFetch(new TypeError('Failed to fetch'));
    expect(await fail(request(ctx, { path: 'things' }, Thing))).toMatchObject({ status: 0, code: 'EC-500' });
  });

  it('gives status 0 when the server does not answer in time', async () => {
    configureHttp({ tries: 1, timeout: 20 });
    fakeFetch(
      () => new Promise<Response>((resolve) => setTimeout(() => resolve(json({ name: 'late' })), 300)),
    );
    const started = Date.now();
    const error = await fail(request(ctx, { path: 'slow' }, Thing));
    expect(error).toMatchObject({ status: 0 });
    expect(Date.now() - started).toBeLessThan(150);
  });

  it('gives each retry its own timeout', async () => {
    configureHttp({ tries: 3, timeout: 30 });
    const hang = () => new Promise<Response>(() => {});
    const sent = fakeFetch(hang, json({}, 503), hang, json({ name: 'third time' }));
    expect(await fail(request(ctx, { path: 'slow' }, Thing))).toMatchObject({
      status: 0,
      description: 'timeout',
    });
    expect(sent).toHaveLength(3);
    configureHttp({ tries: 2 });
    const again = fakeFetch(hang, json({ name: 'second try' }));
    await expect(request(ctx, { path: 'slow' }, Thing)).resolves.toEqual({ name: 'second try' });
    expect(again).toHaveLength(2);
  });

  it('sends a GET within the call itself, before any render queued by the caller’s store updates', async () => {
    const sent = fakeFetch(json({ name: 'Pathé' }));
    const answer = request(ctx, { path: 'accounts/me' }, Thing);
    // Nothing awaited yet: a sign-in's accounts/me leaves before React's microtask renders the dashboard.
    expect(sent).toHaveLength(1);
    await expect(answer).resolves.toEqual({ name: 'Pathé' });
  });

  it('rejects a success status the call does not accept', async () => {
    fakeFetch(json({ name: 'a' }, 201));
    expect(await fail(request(ctx, { method: 'POST', path: 'refresh', expect: [200] }, Thing))).toMatchObject(
      {
        status: 201,
      },
    );
  });
});

describe('request: retries', () => {
  it('retries a GET on 5xx and network errors, then succeeds', async () => {
    const sent = fakeFetch(json({}, 503), new TypeError('offline'), json({ name: 'ok' }));
    await expect(request(ctx, { path: 'things' }, Thing)).resolves.toEqual({ name: 'ok' });
    expect(sent).toHaveLength(3);
  });

  it('sends a GET that gets 503 twice, then 200, three times', async () => {
    const sent = fakeFetch(json({}, 503), json({}, 503), json({ name: 'ok' }));
    await expect(request(ctx, { path: 'things' }, Thing)).resolves.toEqual({ name: 'ok' });
    expect(sent.map((r) => r.method)).toEqual(['GET', 'GET', 'GET']);
  });

  it('sends a POST that gets 503 exactly once', async () => {
    const sent = fakeFetch(json({}, 503), json({ name: 'ok' }));
    expect(await fail(request(ctx, { method: 'POST', path: 'things', body: {} }, Thing))).toMatchObject({
      status: 503,
      code: 'EC-500',
    });
    expect(sent).toHaveLength(1);
  });

  it('waits baseDelay, then twice as long each time, up to maxDelay', async () => {
    vi.useFakeTimers();
    configureHttp({ tries: 4, baseDelay: 100, maxDelay: 150 });
    const sent = fakeFetch(json({}, 503));
    const done = fail(request(ctx, { path: 'things' }, Thing));
    const countAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return sent.length;
    };
    expect([await countAfter(0), await countAfter(99), await countAfter(1)]).toEqual([1, 1, 2]);
    expect([await countAfter(149), await countAfter(1)]).toEqual([2, 3]);
    expect([await countAfter(149), await countAfter(1)]).toEqual([3, 4]);
    expect(await done).toMatchObject({ status: 503 });
    vi.useRealTimers();
  });

  it('stops after 10 tries in total', async () => {
    const sent = fakeFetch(json({ errorCode: 'EC-500' }, 500));
    expect(await fail(request(ctx, { path: 'things' }, Thing))).toMatchObject({ status: 500 });
    expect(sent).toHaveLength(10);
  });

  it('sends a GET that does something (a ticket e-mail) once, and never shares it with another caller', async () => {
    const sent = fakeFetch(json({}, 503));
    const twice = [
      request(ctx, { path: 'mail', once: true }, Thing),
      request(ctx, { path: 'mail', once: true }, Thing),
    ];
    await Promise.all(twice.map(fail));
    expect(sent).toHaveLength(2);
  });

  it('does not retry a 4xx', async () => {
    const sent = fakeFetch(json({ errorCode: 'EC-140' }, 400));
    await fail(request(ctx, { path: 'things' }, Thing));
    expect(sent).toHaveLength(1);
  });

  it.each(['POST', 'PATCH', 'DELETE'] as const)(
    'never retries a %s (a second create-member is a second account)',
    async (method) => {
      const sent = fakeFetch(json({}, 503));
      await fail(request(ctx, { method, path: 'create-member' }, Thing));
      expect(sent).toHaveLength(1);
    },
  );
});
