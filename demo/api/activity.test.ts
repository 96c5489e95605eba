// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CardsResponse, PointsHistoryResponse } from '../../src/api/contract/loyalty';
import { OrdersResponse } from '../../src/api/contract/orders';
import { SHOW_FORMATS, ShowsResponse } from '../../src/api/contract/shows';
import { showtime } from './seed-activity';
import { setupDemoApi } from './test-setup';

const api = setupDemoApi();
const KEY = { 'x-api-key': 'demo-mobile-key' };
const hosts = {
  ch: 'ch.localhost:5173',
  be: 'be.localhost:5173',
  sn: 'sn.localhost:5173',
  tn: 'tn.localhost:5173',
};

describe('the member shows on the mobile host', () => {
  it('serves 100+ shows with every format and emotion, behind the key and the bearer', async () => {
    const token = await api.login('demo.ch@cine.test');
    const noKey = await api.call('GET', '/mobile/v4/client/shows?language=fr', { token });
    expect(noKey.status).toBe(403);
    const noToken = await api.call('GET', '/mobile/v4/client/shows?language=fr', { headers: KEY });
    expect(noToken.status).toBe(401);
    const answer = await api.call('GET', '/mobile/v4/client/shows?language=fr', { token, headers: KEY });
    const { shows } = ShowsResponse.parse(answer.json);
    expect(shows.length).toBeGreaterThanOrEqual(100);
    expect(new Set(shows.flatMap((show) => show.formats))).toEqual(new Set(SHOW_FORMATS));
    expect(new Set(shows.map((show) => show.emotion))).toEqual(new Set([1, 2, 3, null]));
    expect(new Set(shows.map((show) => show.kind))).toEqual(new Set(['movie', 'event']));
    const poster = await api.call('GET', shows[0]?.poster ?? '');
    expect(poster.headers.get('content-type')).toBe('image/svg+xml');
    expect(poster.text).not.toMatch(/<script|href=/);
  });

  it('keeps a rating; an unknown show is 404', async () => {
    const token = await api.login('demo.tn@cine.test', undefined, hosts.tn);
    const call = (id: string, emotion: number | null) =>
      api.call('PUT', `/mobile/v4/client/shows/${id}/emotion`, {
        host: hosts.tn,
        token,
        headers: KEY,
        body: { emotion },
      });
    const rated = await call('member-tn-demo-show-10', 3);
    expect(rated.json).toMatchObject({ id: 'member-tn-demo-show-10', emotion: 3 });
    const list = await api.call('GET', '/mobile/v4/client/shows', { host: hosts.tn, token, headers: KEY });
    expect(list.json.shows.find((show: { id: string }) => show.id === 'member-tn-demo-show-10').emotion).toBe(
      3,
    );
    expect((await call('member-ch-demo-show-10', 1)).status).toBe(404);
    expect((await call('member-tn-demo-show-10', 7 as never)).status).toBe(400);
  });
});

describe('orders, points and offers', () => {
  it.each([
    ['ch', 'CHF'],
    ['be', 'EUR'],
    ['sn', 'XOF'],
    ['tn', 'TND'],
  ] as const)('%s orders are in %s, upcoming, past and canceled, with options', async (country, currency) => {
    const token = await api.login(`demo.${country}@cine.test`, undefined, hosts[country]);
    const cookie = `cine_session=${encodeURIComponent(JSON.stringify({ jwt: token }))}`;
    const answer = await api.call('GET', '/tunnel/customer/ebillet', {
      host: hosts[country],
      headers: { cookie },
    });
    const { orders } = OrdersResponse.parse(answer.json);
    expect(orders.map((order) => order.currencyCode)).toContain(currency);
    expect(new Set(orders.map((order) => order.status))).toEqual(
      new Set(['CONFIRMED', 'CANCELED_CONFIRMED']),
    );
    expect(orders.some((order) => Date.parse(order.date) > Date.now() - 86_400_000 * 365)).toBe(true);
    expect(orders.flatMap((order) => order.tickets.flatMap((t) => t.options)).some((o) => o.quantity)).toBe(
      true,
    );
    const anonymous = await api.call('GET', '/tunnel/customer/ebillet', { host: hosts[country] });
    expect(anonymous.status).toBe(401);
  });

  // The page's preload of the orders sends the cookie as the browser has it: raw JSON when another of
  // the chain's sites wrote it, before our elements write it again URL-encoded.
  it('knows the member by a session cookie written as raw JSON too', async () => {
    const token = await api.login('demo.ch@cine.test', undefined, hosts.ch);
    const raw = `lang=fr; cine_session=${JSON.stringify({ jwt: token })}`;
    const answer = await api.call('GET', '/tunnel/customer/ebillet', {
      host: hosts.ch,
      headers: { cookie: raw },
    });
    expect(answer.status).toBe(200);
    expect(OrdersResponse.parse(answer.json).orders.length).toBeGreaterThan(0);
    const broken = await api.call('GET', '/tunnel/customer/ebillet', {
      host: hosts.ch,
      headers: { cookie: 'cine_session={"jwt":' },
    });
    expect(broken.status).toBe(401);
  });

  it('re-sends a ticket e-mail to the outbox', async () => {
    const token = await api.login('demo.be@cine.test', undefined, hosts.be);
    const headers = { cookie: `cine_session=${encodeURIComponent(JSON.stringify({ jwt: token }))}` };
    const { orders } = OrdersResponse.parse(
      (await api.call('GET', '/tunnel/customer/ebillet', { host: hosts.be, headers })).json,
    );
    const order = orders[0];
    const sent = await api.call('GET', `/tunnel/SendMailTransaction/${order?.id}/${order?.tickets[0]?.id}`, {
      host: hosts.be,
      headers,
    });
    expect(sent.json).toEqual({ success: true });
    expect((await api.outbox('demo.be@cine.test'))[0]?.kind).toBe('ticket');
  });

  it('serves 40+ points entries and offers with QR codes and expiries', async () => {
    const token = await api.login('demo.ch@cine.test');
    const points = PointsHistoryResponse.parse(
      (await api.call('GET', '/api/en/accounts/me/points-history', { token })).json,
    );
    expect(points.pointsEarned.length + points.pointsConsumed.length).toBeGreaterThanOrEqual(40);
    const cards = CardsResponse.parse((await api.call('GET', '/api/en/accounts/me/cards', { token })).json);
    expect(cards.offersList.map((offer) => offer.offerId)).toContain('offer-friends-cinema');
    expect(cards.offersList.every((offer) => offer.qrCode && offer.expiryPointsList.length > 0)).toBe(true);
  });
});

describe('believable demo times', () => {
  // Wall-clock minutes of a date as the pages show it (they drop the trailing Z).
  const minutes = (date: string) => {
    const [, hours, mins] = /T(\d\d):(\d\d)/.exec(date) ?? [];
    return Number(hours) * 60 + Number(mins);
  };

  it('puts every show between 10:00 and 23:30, whatever the time the demo starts', () => {
    const early = Date.parse('2026-11-20T06:20:00Z');
    let step = 0;
    const next = () => (step++ % 10) / 10 + 0.0999;
    for (let n = 0; n < 30; n += 1) {
      const date = new Date(showtime(early, 3, next)).toISOString();
      expect(date.slice(0, 10)).toBe('2026-11-23');
      expect(minutes(date)).toBeGreaterThanOrEqual(600);
      expect(minutes(date)).toBeLessThanOrEqual(23 * 60 + 30);
      expect(minutes(date) % 15).toBe(0);
    }
  });

  it.each(['ch', 'sn'] as const)(
    '%s: each ticket has the time and cinema of its show in "My films"',
    async (country) => {
      const token = await api.login(`demo.${country}@cine.test`, undefined, hosts[country]);
      const cookie = `cine_session=${encodeURIComponent(JSON.stringify({ jwt: token }))}`;
      const { orders } = OrdersResponse.parse(
        (await api.call('GET', '/tunnel/customer/ebillet', { host: hosts[country], headers: { cookie } }))
          .json,
      );
      const { shows } = ShowsResponse.parse(
        (
          await api.call('GET', '/mobile/v4/client/shows?language=fr', {
            host: hosts[country],
            token,
            headers: KEY,
          })
        ).json,
      );
      for (const date of [...orders.map((order) => order.date), ...shows.map((show) => show.date)]) {
        expect(minutes(date)).toBeGreaterThanOrEqual(600);
        expect(minutes(date)).toBeLessThanOrEqual(23 * 60 + 30);
      }
      for (const order of orders) {
        const show = shows.find((entry) => entry.title === order.filmTitle && entry.date === order.date);
        expect(show, order.filmTitle).toMatchObject({ cinemaName: order.cinemaName });
      }
      // Coming shows start from the day after the demo started, within two weeks.
      const today = Math.floor(Date.now() / 86_400_000) * 86_400_000;
      const coming = orders
        .filter((order) => Date.parse(order.date) > Date.now())
        .map((order) => Date.parse(order.date));
      expect(coming.length).toBeGreaterThanOrEqual(3);
      for (const time of coming) expect(time - today).toBeLessThan(15 * 86_400_000);
    },
  );
});

describe('catalogue pages the account links to', () => {
  it('answers a film, an event and a cinema in the language, and 404 for anything else', async () => {
    const film = await api.call('GET', '/catalogue/de/films/popcorn-heist');
    expect([film.status, film.text]).toEqual([200, expect.stringContaining('Vorstellungen: Popcorn Heist')]);
    expect((await api.call('GET', '/catalogue/fr/events/stand-up-night')).status).toBe(200);
    expect((await api.call('GET', '/catalogue/fr/cinemas/ch-bern-westside')).text).toContain(
      'Cine Bern Westside',
    );
    expect((await api.call('GET', '/catalogue/fr/films/<script>')).status).toBe(404);
  });
});
