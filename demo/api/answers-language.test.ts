// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CardsResponse, PointsHistoryResponse } from '../../src/api/contract/loyalty';
import { OrdersResponse } from '../../src/api/contract/orders';
import { ShowsResponse } from '../../src/api/contract/shows';
import { setupDemoApi } from './test-setup';

const api = setupDemoApi();
const CH = 'ch.localhost:5173';
const SN = 'sn.localhost:5173';

async function ordersIn(lang: string, host = CH) {
  const token = await api.login(host === CH ? 'demo.ch@cine.test' : 'demo.sn@cine.test', undefined, host);
  const settings = await api.call('GET', `/api/${lang}/settings`, { host });
  const path = new URL(settings.json.paramsUrls.tunnelUrl).pathname;
  const cookie = `cine_session=${encodeURIComponent(JSON.stringify({ jwt: token }))}`;
  const answer = await api.call('GET', `${path}/customer/ebillet`, { host, headers: { cookie } });
  return { path, orders: OrdersResponse.parse(answer.json).orders, token };
}

const words = (orders: OrdersResponse['orders']) => ({
  tariffs: new Set(orders.flatMap((order) => order.tickets.map((ticket) => ticket.label))),
  options: new Set(orders.flatMap((order) => order.tickets.flatMap((t) => t.options.map((o) => o.label)))),
  rooms: orders.map((order) => order.room.replace(/\d+/, 'N')),
});

describe('server texts in the language of the path', () => {
  it.each([
    ['fr', ['Adulte', 'Enfant'], ['Popcorn', 'Lunettes 3D'], 'Salle N'],
    ['de', ['Erwachsene', 'Kind'], ['Popcorn', '3D-Brille'], 'Saal N'],
    ['en', ['Adult', 'Child'], ['Popcorn', '3D glasses'], 'Screen N'],
  ])('%s: ticket types, options and rooms of the orders', async (lang, tariffs, options, room) => {
    const { path, orders } = await ordersIn(lang);
    expect(path).toBe(`/tunnel/${lang}`);
    const seen = words(orders);
    expect([...seen.tariffs].sort()).toEqual([...tariffs].sort());
    expect([...seen.options].sort()).toEqual([...options].sort());
    expect(new Set(seen.rooms)).toEqual(new Set([room]));
  });

  it('nl: the Belgian orders in Dutch', async () => {
    const token = await api.login('demo.be@cine.test', undefined, 'be.localhost:5173');
    const cookie = `cine_session=${encodeURIComponent(JSON.stringify({ jwt: token }))}`;
    const answer = await api.call('GET', '/tunnel/nl/customer/ebillet', {
      host: 'be.localhost:5173',
      headers: { cookie },
    });
    const seen = words(OrdersResponse.parse(answer.json).orders);
    expect(seen.tariffs).toEqual(new Set(['Volwassene', 'Kind']));
    expect(seen.options).toEqual(new Set(['Popcorn', '3D-bril']));
  });

  it.each([
    ['fr', 'Offre Amis : une place offerte', /^Billet : |^Place offerte$|^Popcorn offert$/],
    ['de', 'Freunde-Angebot: ein Gratisplatz', /^Ticket: |^Gratisticket$|^Gratis-Popcorn$/],
    ['nl', 'Vriendenaanbod: een gratis plaats', /^Ticket: |^Gratis ticket$|^Gratis popcorn$/],
  ])('%s: offer names and points entries', async (lang, offer, label) => {
    const token = await api.login('demo.ch@cine.test');
    const cards = CardsResponse.parse(
      (await api.call('GET', `/api/${lang}/accounts/me/cards`, { token })).json,
    );
    expect(cards.offersList.map((entry) => entry.name)).toContain(offer);
    const points = PointsHistoryResponse.parse(
      (await api.call('GET', `/api/${lang}/accounts/me/points-history`, { token })).json,
    );
    for (const entry of [...points.pointsEarned, ...points.pointsConsumed])
      expect(entry.label).toMatch(label);
  });

  it('event titles of "My films" follow the language, in Swiss spelling in Switzerland', async () => {
    const token = await api.login('demo.ch@cine.test');
    const titles = async (lang: string) => {
      const answer = await api.call('GET', `/mobile/v4/client/shows?language=${lang}`, {
        token,
        headers: { 'x-api-key': 'demo-mobile-key' },
      });
      const { shows } = ShowsResponse.parse(answer.json);
      return shows.filter((show) => show.kind === 'event').map((show) => show.title);
    };
    expect(await titles('fr')).toContain('Opéra en direct : La Traviata');
    expect(await titles('de')).toContain('Fussball: das Cupfinale auf der grossen Leinwand');
    expect(await titles('en')).toContain('Opera live: La Traviata');
  });

  it('help articles and footer questions: in the language, no ß in Swiss German, no points where loyalty does not run', async () => {
    const news = async (lang: string, host: string, category: string) =>
      (await api.call('GET', `/catalogue/news?category=${category}&language=${lang}`, { host })).json
        .articles;
    const footer = async (lang: string, host: string) =>
      (await api.call('GET', `/catalogue/footer?language=${lang}`, { host })).json.shows;
    const chDe = JSON.stringify([...(await news('de', CH, 'contact-ch')), ...(await footer('de', CH))]);
    expect(chDe).not.toContain('ß');
    expect(chDe).toContain('ermässigte');
    expect(chDe).toContain('Treuepunkte');
    for (const lang of ['fr', 'en']) {
      const sn = JSON.stringify([...(await news(lang, SN, 'contact-sn')), ...(await footer(lang, SN))]);
      expect(sn).not.toMatch(/points|fidélité|loyalty/i);
      expect((await news(lang, SN, 'contact-sn')).length).toBe(5);
    }
    expect(JSON.stringify(await footer('fr', CH))).toContain('programme de fidélité');
  });

  it('an old tunnel URL without a language answers in the country’s default', async () => {
    const { token } = await ordersIn('fr', SN);
    const cookie = `cine_session=${encodeURIComponent(JSON.stringify({ jwt: token }))}`;
    const answer = await api.call('GET', '/tunnel/customer/ebillet', { host: SN, headers: { cookie } });
    expect(words(OrdersResponse.parse(answer.json).orders).tariffs).toContain('Adulte');
  });
});
