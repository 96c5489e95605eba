// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { inflightLimit, maxInflightFromEnv } from './inflight';

/** An app whose one route waits until the test lets it go. */
function heldApp(max: number) {
  const gates: (() => void)[] = [];
  const app = new Hono();
  app.use('*', inflightLimit(max));
  app.get('/slow', async (c) => {
    await new Promise<void>((resolve) => gates.push(resolve));
    return c.json({ ok: true });
  });
  app.get('/boom', () => {
    throw new Error('boom');
  });
  app.onError((_error, c) => c.json({ failed: true }, 500));
  const release = () => {
    for (const open of gates.splice(0)) open();
  };
  return { app, release, waiting: () => gates.length };
}

describe('in-flight limit of the demo API', () => {
  it('answers the request over the limit at once with 503, Retry-After and the contract body', async () => {
    const { app, release, waiting } = heldApp(2);
    const first = app.request('/slow');
    const second = app.request('/slow');
    await expect.poll(waiting).toBe(2);
    const third = await app.request('/slow');
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('1');
    expect(await third.json()).toEqual({
      errorCode: 'EC-503',
      errorDescription: 'The service is busy: try again in a moment',
      httpStatus: 503,
      httpMessage: 'Service Unavailable',
    });
    release();
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
  });

  it('frees a place when a request ends, even when it failed', async () => {
    const { app, release, waiting } = heldApp(1);
    expect((await app.request('/boom')).status).toBe(500);
    const held = app.request('/slow');
    await expect.poll(waiting).toBe(1);
    expect((await app.request('/slow')).status).toBe(503);
    release();
    expect((await held).status).toBe(200);
    const again = app.request('/slow');
    await expect.poll(waiting).toBe(1);
    release();
    expect((await again).status).toBe(200);
  });

  it('reads DEMO_MAX_INFLIGHT as a positive whole number, else no limit', () => {
    expect(['8', '0', '-3', '2.5', 'many', undefined].map(maxInflightFromEnv)).toEqual([
      8,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
