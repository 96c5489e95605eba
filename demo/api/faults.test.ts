// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseFaults } from './middleware/faults';
import { setupDemoApi } from './test-setup';

const api = setupDemoApi();
const fault = (value: string) => ({ headers: { 'x-demo-fault': value } });

describe('fault injection', () => {
  it('parses a comma list of match:fault entries and ignores the rest', () => {
    expect(parseFaults('accounts/me:500, *:latency=20,login:bogus,:401,refresh:timeout')).toEqual([
      { match: 'accounts/me', kind: '500' },
      { match: '*', kind: 'latency', ms: 20 },
      { match: 'refresh', kind: 'timeout' },
    ]);
  });

  it('answers 500 and 401 with the contract error body on matching paths only', async () => {
    const broken = await api.call('GET', '/api/fr/cinemas', fault('cinemas:500'));
    expect([broken.status, broken.json.errorCode, broken.json.httpStatus]).toEqual([500, 'EC-500', 500]);
    const expired = await api.call('GET', '/api/fr/settings', fault('*:401'));
    expect([expired.status, expired.json.errorCode]).toEqual([401, 'EC-401']);
    const untouched = await api.call('GET', '/api/fr/settings', fault('cinemas:500'));
    expect(untouched.status).toBe(200);
  });

  it('answers "busy" for 503, as the in-flight limit does: Retry-After and EC-503', async () => {
    const busy = await api.call('POST', '/api/fr/login', fault('login:503'));
    expect([busy.status, busy.json.errorCode, busy.headers.get('retry-after')]).toEqual([503, 'EC-503', '1']);
  });

  it('answers 200 with a body that matches no contract for malformed', async () => {
    const answer = await api.call('GET', '/api/fr/settings', fault('settings:malformed'));
    expect(answer.status).toBe(200);
    expect(answer.json.languages).toBeUndefined();
  });

  it('hangs then answers 504 for timeout', async () => {
    const started = performance.now();
    const answer = await api.call('GET', '/api/fr/settings', fault('settings:timeout'));
    expect(answer.status).toBe(504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('adds latency and then answers normally', async () => {
    const started = performance.now();
    const answer = await api.call('GET', '/api/fr/settings', fault('*:latency=60'));
    expect(answer.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('reads the cine-demo-fault cookie, so a browser or a person can switch it', async () => {
    const answer = await api.call('GET', '/catalogue/settings', {
      headers: { cookie: 'cine-demo-fault=settings%3A500' },
    });
    expect(answer.status).toBe(500);
    const shown = await api.call('GET', '/api/dev/faults', {
      headers: { cookie: 'cine-demo-fault=login:401' },
    });
    expect(shown.json).toEqual({ source: 'cookie', faults: [{ match: 'login', kind: '401' }] });
  });

  it('never faults the developer tools', async () => {
    const answer = await api.call('GET', '/api/dev/outbox', fault('*:500'));
    expect(answer.status).toBe(200);
  });
});
