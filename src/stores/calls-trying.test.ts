// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { type ApiContext, configureHttp, request, resetHttp } from '../api/http';
import { fakeFetch, json } from '../api/test-fetch';
import { type TryingCall, type TryingReport, watchTries } from './calls-trying';

const Any = z.unknown();
let trying: TryingCall[] = [];
const ended: TryingCall[] = [];
const report: TryingReport = {
  start: (call) => trying.push(call),
  end: (call) => {
    ended.push(call);
    trying = trying.filter((other) => other !== call);
  },
};
const ctx: ApiContext = {
  apiBase: '/api/',
  lang: 'fr',
  getToken: () => undefined,
  onUnauthorized: () => {},
  watch: (path, onFailedTry, run) => watchTries(report, path, onFailedTry, run),
};
const hang = () => new Promise<Response>(() => {});
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  resetHttp();
  // The real delays scaled down: backoff 300 ms -> 20, slow after 4 s -> 60, timeout 15 s -> 400.
  configureHttp({ baseDelay: 20, maxDelay: 40, slowAfter: 60, timeout: 400 });
  trying = [];
  ended.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('a load still trying', () => {
  it('is reported from its first failed or slow try, can be tried again at once, and leaves when it ends', async () => {
    const failed: string[] = [];
    // A 500 on every try: reported at once, long before the last retry.
    fakeFetch(json({ errorCode: 'EC-500' }, 500));
    const failing = request(ctx, { path: 'accounts/me' }, Any).catch(() => 'failed');
    await wait(15);
    if (trying.map((call) => call.path).join() !== 'accounts/me')
      failed.push('500: not reported after the first try');
    await failing;
    if (trying.length) failed.push('500: still reported after the last try');

    // A try that hangs: reported once slow, before its own timeout.
    const sent = fakeFetch(hang, json({ firstName: 'Léa' }));
    const slow = request(ctx, { path: 'accounts/me' }, Any);
    await wait(120);
    const call = trying[0];
    if (!call) failed.push('timeout: not reported once slow');
    // "Retry now": a fresh try at once, whose answer is the load's; the notice goes with it.
    call?.retryNow();
    const answer = await Promise.race([slow, wait(300).then(() => 'still waiting')]);
    if ((answer as { firstName?: string }).firstName !== 'Léa')
      failed.push(`retry now: ${JSON.stringify(answer)}`);
    if (sent.length !== 2) failed.push(`retry now: ${sent.length} requests`);
    if (trying.length) failed.push('retry now: still reported after the answer');

    // A quick answer is never reported.
    fakeFetch(json({ ok: true }));
    await request(ctx, { path: 'settings' }, Any);
    if (ended.length !== 2) failed.push(`quick: ${ended.length} reports`);
    const cases = new Set(failed.map((line) => line.split(':')[0])).size;
    console.log(
      `[faults] loads that fail or hang: tried 4, held ${4 - cases}, failed ${cases}${failed.length ? `\n  ${failed.join('\n  ')}` : ''}`,
    );
    expect(failed).toEqual([]);
  });
});
