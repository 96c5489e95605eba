// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NewsResponse } from '../../src/api/contract/contact';
import { setupDemoApi } from './test-setup';

const api = setupDemoApi();
const message = {
  topic: 'tickets',
  name: 'Léa Müller',
  email: 'lea@example.ch',
  orderReference: 'CH-chdemo-1000',
  message: 'My ticket e-mail never came.',
  challenge: 'dev-pass',
};

describe('contact', () => {
  it('delivers a message to the country support team in the outbox, with every field', async () => {
    const sent = await api.call('POST', '/api/fr/contact-support', {
      host: 'ch.localhost:5173',
      body: message,
    });
    expect(sent.status).toBe(200);
    const [mail] = await api.outbox('support@ch.cine.test');
    expect(mail?.kind).toBe('contact');
    for (const value of Object.values(message).filter((v) => v !== 'dev-pass'))
      expect(mail?.text).toContain(value);
  });

  it('refuses a body off the contract (a 10,000-character name) and a failed human check', async () => {
    const long = await api.call('POST', '/api/fr/contact-support', {
      host: 'be.localhost:5173',
      body: { ...message, name: 'x'.repeat(10_000) },
    });
    expect(long.status).toBe(400);
    const robot = await api.call('POST', '/api/fr/contact-support', {
      host: 'be.localhost:5173',
      body: { ...message, challenge: 'nope' },
    });
    expect(robot.status).not.toBe(200);
    expect(await api.outbox('support@be.cine.test')).toHaveLength(0);
  });

  it('serves the help articles of the contact category in the asked language', async () => {
    const news = await api.call('GET', '/catalogue/news?category=contact-ch&language=de', {
      host: 'ch.localhost:5173',
    });
    const { articles } = NewsResponse.parse(news.json);
    expect(articles.length).toBeGreaterThanOrEqual(5);
    expect(articles[0]?.title).toBe('Wo finde ich meine E-Tickets?');
  });
});

describe('contact offers', () => {
  const birthday = {
    childName: 'Noé',
    childAge: 8,
    date: '2099-05-01',
    guests: 12,
    cinemaId: 'ch-lausanne-flon',
    contactName: 'Léa Müller',
    phone: '+41 21 555 12 34',
    email: 'lea@example.ch',
    challenge: 'dev-pass',
  };

  it('delivers each kind to the events team with the kind and every field', async () => {
    const sent = await api.call('POST', '/api/fr/contact-offer/birthday', {
      host: 'ch.localhost:5173',
      body: birthday,
    });
    expect(sent.status).toBe(200);
    const [mail] = await api.outbox('events@ch.cine.test');
    expect(mail?.kind).toBe('contact');
    for (const line of [
      'Kind: birthday',
      'childName: Noé',
      'childAge: 8',
      'guests: 12',
      'phone: +41 21 555 12 34',
    ])
      expect(mail?.text).toContain(line);
  });

  it('refuses an unknown kind, out-of-range numbers, a bad phone and unbounded text', async () => {
    const post = (kind: string, body: object) =>
      api.call('POST', `/api/fr/contact-offer/${kind}`, { host: 'be.localhost:5173', body });
    expect((await post('wedding', birthday)).status).toBe(404);
    expect((await post('birthday', { ...birthday, guests: 400 })).status).toBe(400);
    expect((await post('birthday', { ...birthday, phone: 'call me' })).status).toBe(400);
    expect((await post('birthday', { ...birthday, childName: 'x'.repeat(61) })).status).toBe(400);
    expect(await api.outbox('events@be.cine.test')).toHaveLength(0);
  });
});
