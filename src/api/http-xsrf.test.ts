// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { type ApiContext, type ApiError, request, resetHttp } from './http';
import { fakeFetch, json, type SentRequest } from './test-fetch';

const Any = z.unknown();
const ctx: ApiContext = { apiBase: '/api/', lang: 'fr', getToken: () => undefined, onUnauthorized: () => {} };
// The API sets XSRF-TOKEN with Set-Cookie; a test can only write it directly.
const setCookie = (value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: stands in for the server's Set-Cookie
  document.cookie = value;
};
const refused = json({ errorCode: 'EC-403', httpStatus: 403 }, 403);
// The demo API (and Spring's cookie repository) answers a write without the cookie 403 and sets it.
const refuseAndSet = () => {
  setCookie('XSRF-TOKEN=fresh; path=/');
  return refused;
};
const accepted = (req: SentRequest) =>
  req.headers.get('X-XSRF-TOKEN') === 'fresh' ? json({ token: 't' }) : refused;

beforeEach(() => {
  resetHttp();
  setCookie('XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
});
afterEach(() => vi.unstubAllGlobals());

describe('a write before any answer brought the XSRF cookie', () => {
  it('goes again once with the cookie the refusal set: the member never sees that 403', async () => {
    const writes = ['login', 'forgotten-password', 'contact-support', 'verify-member'];
    const failed: string[] = [];
    for (const path of writes) {
      setCookie('XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
      const sent = fakeFetch(refuseAndSet, accepted);
      const answer = await request(ctx, { method: 'POST', path, body: {} }, Any).catch((e: ApiError) => e);
      if ((answer as { token?: string }).token !== 't') failed.push(`${path}: ${String(answer)}`);
      else if (sent.length !== 2) failed.push(`${path}: ${sent.length} requests`);
    }
    console.log(
      `[tokens] writes sent before the XSRF cookie: tried ${writes.length}, held ${writes.length - failed.length}, failed ${failed.length}${failed.length ? `\n  ${failed.join('\n  ')}` : ''}`,
    );
    expect(failed).toEqual([]);
  });

  it('is not sent again when it carried the header, or when the refusal brought no cookie', async () => {
    setCookie('XSRF-TOKEN=stale; path=/');
    const withHeader = fakeFetch(refused);
    await expect(request(ctx, { method: 'POST', path: 'login', body: {} }, Any)).rejects.toMatchObject({
      status: 403,
    });
    expect(withHeader.length).toBe(1);
    setCookie('XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
    const noCookie = fakeFetch(refused);
    await expect(request(ctx, { method: 'POST', path: 'login', body: {} }, Any)).rejects.toMatchObject({
      status: 403,
    });
    expect(noCookie.length).toBe(1);
  });
});
