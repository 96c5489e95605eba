// @vitest-environment happy-dom
import { ofetch } from 'ofetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { type ApiContext, request, resetHttp } from './http';
import { clientFor } from './ofetch-client';
import { fakeFetch, json } from './test-fetch';

const context = (): ApiContext => ({
  apiBase: '/api/',
  lang: 'fr',
  getToken: () => undefined,
  onUnauthorized: vi.fn(),
});

beforeEach(() => resetHttp());
afterEach(() => vi.unstubAllGlobals());

describe('one ofetch instance per API context', () => {
  it('creates it on the first call of a context and reuses it after', async () => {
    const create = vi.spyOn(ofetch, 'create');
    const [first, second] = [context(), context()];
    const sent = fakeFetch(json({}));
    await request(first, { path: 'settings' }, z.unknown());
    await request(first, { method: 'POST', path: 'logout' }, z.unknown());
    await request(second, { path: 'settings' }, z.unknown());
    expect(create).toHaveBeenCalledTimes(2);
    expect(clientFor(first)).toBe(clientFor(first));
    expect(clientFor(first)).not.toBe(clientFor(second));
    expect(sent).toHaveLength(3);
  });

  // ofetch looks globalThis.fetch up on each call, so a fetch stubbed after import is the one used.
  it('sends through the fetch of the moment', async () => {
    const ctx = context();
    const before = fakeFetch(json({ n: 1 }));
    await request(ctx, { path: 'a' }, z.unknown());
    const after = fakeFetch(json({ n: 2 }));
    await expect(request(ctx, { path: 'a' }, z.unknown())).resolves.toEqual({ n: 2 });
    expect([before.length, after.length]).toEqual([1, 1]);
  });
});
