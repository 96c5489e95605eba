// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHALLENGE, setupDemoApi } from './test-setup';

const api = setupDemoApi();

async function askReset(email: string) {
  return api.call('POST', '/api/fr/forgotten-password', {
    body: { email, challenge: CHALLENGE },
    host: 'be.localhost:5173',
  });
}

async function reset(token: string, password: string) {
  return api.call('POST', '/api/fr/reset-password', {
    body: { token, password, challenge: CHALLENGE },
    host: 'be.localhost:5173',
  });
}

const tokenOf = (link = '') => new URL(link).searchParams.get('token') ?? '';

describe('password recovery', () => {
  it('gives the same answer for unknown e-mails and sends them nothing', async () => {
    const known = await askReset('demo.be@cine.test');
    const unknown = await askReset('ghost@cine.test');
    expect([unknown.status, unknown.json]).toEqual([known.status, known.json]);
    expect(await api.outbox('ghost@cine.test')).toEqual([]);
  });

  it('e-mails a reset link on the site of the request, in its language', async () => {
    const [mail] = await api.outbox('demo.be@cine.test');
    expect(mail?.kind).toBe('reset-password');
    expect(mail?.link).toMatch(/^http:\/\/be\.localhost:5173\/fr\/reset-password\?token=[\w-]{40,}$/);
  });

  it('sets the new password once; the link is then used', async () => {
    const [mail] = await api.outbox('demo.be@cine.test');
    const token = tokenOf(mail?.link);
    const weak = await reset(token, 'short');
    expect([weak.status, weak.json.errorCode]).toEqual([400, 'EC-140']);
    const done = await reset(token, 'Frites-2027');
    expect([done.status, done.json.success]).toEqual([200, true]);
    expect(await api.login('demo.be@cine.test', 'Frites-2027', 'be.localhost')).toBeTruthy();
    const reused = await reset(token, 'Frites-2028');
    expect([reused.status, reused.json.errorCode]).toEqual([400, 'EC-130']);
  });

  it('refuses an expired or unknown token with 400 EC-130', async () => {
    await askReset('demo.be@cine.test');
    const [mail] = await api.outbox('demo.be@cine.test');
    api.clock.advance(61 * 60 * 1000);
    for (const token of [tokenOf(mail?.link), 'made-up-token']) {
      const answer = await reset(token, 'Frites-2029');
      expect([answer.status, answer.json.errorCode]).toEqual([400, 'EC-130']);
    }
  });

  it('lets the outbox be emptied', async () => {
    await api.call('DELETE', '/api/dev/outbox', { xsrf: false });
    expect(await api.outbox('demo.be@cine.test')).toEqual([]);
  });
});
