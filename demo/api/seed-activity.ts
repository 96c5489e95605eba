import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { CountryCode } from '../../src/api/contract/common';
import type { Offer, PointsEntry } from '../../src/api/contract/loyalty';
import type { Order } from '../../src/api/contract/orders';
import { SHOW_FORMATS, type ShowFormat } from '../../src/api/contract/shows';
import { CINEMAS, MEMBERS } from './seed-data';
import { EVENTS, FILMS, slugOf } from './seed-films';

const DAY = 24 * 3600 * 1000;
const SHOWS_PER_MEMBER = 120;
const UPCOMING_SHOWS = 6;
export const CURRENCIES: Record<CountryCode, string> = { CH: 'CHF', BE: 'EUR', SN: 'XOF', TN: 'TND' };
/** The two offers the settings name as the friends offers (offers.offerType{product}FriendsId). */
export const FRIENDS_OFFERS = { cinema: 'offer-friends-cinema', snack: 'offer-friends-snack' } as const;

// A small seeded generator: the same demo data on every machine.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (ms: number) => new Date(ms).toISOString();
type Tx = PGlite | Transaction;

function showFormats(index: number, next: () => number): ShowFormat[] {
  // Cycling through the list first puts every format on at least one show.
  const first = SHOW_FORMATS[index % SHOW_FORMATS.length] as ShowFormat;
  if (index % 4 === 3) return [];
  const second = SHOW_FORMATS[Math.floor(next() * SHOW_FORMATS.length)] as ShowFormat;
  return next() < 0.3 && second !== first ? [first, second] : [first];
}

/** A member's show as seeded: the dashboard's "My films" entry and, for some, the order of its tickets. */
type PlannedShow = { title: string; kind: 'movie' | 'event'; date: number; cinemaName?: string };

/**
 * A show time between 10:00 and 23:30 on the quarter hour, `days` after the day the demo starts.
 * The pages read dates as wall-clock times (they drop the trailing Z), so this is the time shown.
 */
export function showtime(now: number, days: number, next: () => number): number {
  return Math.floor(now / DAY) * DAY + days * DAY + 10 * 3_600_000 + Math.floor(next() * 55) * 900_000;
}

/** The first few shows are coming up (on the member's list); the rest go back two years. */
function planShows(country: CountryCode, now: number, next: () => number): PlannedShow[] {
  const cinemas = CINEMAS[country];
  return Array.from({ length: SHOWS_PER_MEMBER }, (_, i) => {
    const event = i % 8 === 5;
    return {
      title: event
        ? (EVENTS[Math.floor(i / 8) % EVENTS.length] as string)
        : (FILMS[i % FILMS.length] as string),
      kind: event ? 'event' : 'movie',
      date: showtime(now, i < UPCOMING_SHOWS ? (i + 1) * 2 : -(i - 5) * 6, next),
      cinemaName: cinemas[i % cinemas.length]?.name,
    };
  });
}

async function seedShows(tx: Tx, memberId: string, shows: PlannedShow[], next: () => number) {
  for (const [i, show] of shows.entries()) {
    const intention = i < UPCOMING_SHOWS || i % 11 === 0 ? 'wish' : 'seen';
    const emotion = intention === 'wish' ? null : ([3, 2, 1, null, 3, 2, 2][i % 7] ?? null);
    await tx.query(
      `insert into member_shows (id, member_id, position, kind, title, slug, show_date, cinema_name, formats, intention, emotion)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) on conflict do nothing`,
      [
        `${memberId}-show-${i + 1}`,
        memberId,
        i,
        show.kind,
        show.title,
        slugOf(show.title),
        iso(show.date),
        show.cinemaName,
        JSON.stringify(showFormats(i, next)),
        intention,
        emotion,
      ],
    );
  }
}

function order(
  memberId: string,
  country: CountryCode,
  n: number,
  show: PlannedShow,
  canceled: boolean,
): Order {
  const price = { CH: 1950, BE: 1290, SN: 350000, TN: 14500 }[country];
  const tickets = Array.from({ length: 1 + (n % 3) }, (_, t) => ({
    id: `T${n}${t + 1}`,
    label: t === 0 ? 'Adult' : 'Child',
    seat: `${String.fromCharCode(70 + n)}${t + 7}`,
    price: t === 0 ? price : Math.round(price * 0.7),
    options: t === 0 ? [{ label: 'Popcorn', quantity: 2 }, { label: '3D glasses' }] : [],
    qrCode: `CINE-${country}-ORDER-${memberId.slice(-8)}-${n}-${t + 1}`,
  }));
  return {
    id: `${country}-${memberId.replace(/\W/g, '').slice(-6)}-${1000 + n}`,
    filmTitle: show.title,
    cinemaName: show.cinemaName ?? '',
    room: `Salle ${1 + (n % 9)}`,
    date: iso(show.date),
    status: canceled ? 'CANCELED_CONFIRMED' : 'CONFIRMED',
    currencyCode: n === 4 && country === 'BE' ? '€' : CURRENCIES[country],
    totalPrice: tickets.reduce((sum, ticket) => sum + ticket.price, 0),
    tickets,
  };
}

// The shows the orders are for: two coming up, three past, one coming but canceled (spec section 3:
// CONFIRMED, CANCELED_CONFIRMED). A film's ticket and its "My films" entry show the same time.
const ORDERED_SHOWS = [0, 3, 6, 12, 25, 4];

async function seedOrders(tx: Tx, memberId: string, country: CountryCode, shows: PlannedShow[]) {
  for (const [n, index] of ORDERED_SHOWS.entries()) {
    const data = order(memberId, country, n, shows[index] as PlannedShow, n === 5);
    await tx.query(
      'insert into member_orders (id, member_id, show_date, data) values ($1,$2,$3,$4) on conflict do nothing',
      [data.id, memberId, data.date, JSON.stringify(data)],
    );
  }
}

async function seedPoints(tx: Tx, memberId: string, country: CountryCode, now: number, next: () => number) {
  const cinemas = CINEMAS[country];
  for (let i = 0; i < 45; i += 1) {
    const earned = i % 3 !== 2;
    const entry: PointsEntry = {
      id: `${memberId}-points-${i + 1}`,
      date: iso(now - i * 9 * DAY - Math.floor(next() * DAY)),
      label: earned ? `Ticket: ${FILMS[i % FILMS.length]}` : i % 2 ? 'Free ticket' : 'Free popcorn',
      points: earned ? 10 + Math.floor(next() * 40) : 100 + 50 * (i % 3),
      cinemaName: cinemas[i % cinemas.length]?.name,
    };
    await tx.query(
      'insert into member_points (id, member_id, kind, entry_date, data) values ($1,$2,$3,$4,$5) on conflict do nothing',
      [entry.id, memberId, earned ? 'earned' : 'consumed', entry.date, JSON.stringify(entry)],
    );
  }
}

async function seedOffers(tx: Tx, memberId: string, country: CountryCode, now: number) {
  const offers: Offer[] = [
    { offerId: FRIENDS_OFFERS.cinema, name: 'Friends: a free seat', pointsRemaining: 320 },
    { offerId: FRIENDS_OFFERS.snack, name: 'Friends: a free snack', pointsRemaining: 140 },
    { offerId: 'offer-birthday', name: 'Birthday treat', pointsRemaining: 0 },
  ].map((offer, n) => ({
    ...offer,
    expiryPointsList: [
      { date: iso(now + (30 + n * 15) * DAY), points: 40 + n * 10 },
      { date: iso(now + (120 + n * 15) * DAY), points: 80 },
    ],
    qrCode: `CINE-${country}-OFFER-${memberId.slice(-8)}-${n + 1}`,
  }));
  for (const offer of offers) {
    await tx.query(
      'insert into member_offers (member_id, offer_id, data) values ($1,$2,$3) on conflict do nothing',
      [memberId, offer.offerId, JSON.stringify(offer)],
    );
  }
}

/**
 * Gives each demo member a history: 120 shows, orders, points and offers, and a second favourite
 * cinema. Runs once per database, also on one created before these tables existed.
 */
export async function seedActivity(pg: PGlite, now: number): Promise<void> {
  const done = await pg.query("select 1 from meta where key = 'activity-seeded'");
  if (done.rows.length > 0) return;
  await pg.transaction(async (tx) => {
    for (const [country, member] of Object.entries(MEMBERS) as [CountryCode, (typeof MEMBERS)['CH']][]) {
      const memberId = `member-${country.toLowerCase()}-demo`;
      const exists = await tx.query('select 1 from members where id = $1', [memberId]);
      if (exists.rows.length === 0) continue;
      const next = random(country.charCodeAt(0) * 31 + country.charCodeAt(1));
      const second = CINEMAS[country].find((cinema) => cinema.id !== member.favoriteCinema);
      await tx.query(
        'update members set favorite_cinemas = $2 where id = $1 and jsonb_array_length(favorite_cinemas) < 2',
        [memberId, JSON.stringify([member.favoriteCinema, second?.id].filter(Boolean))],
      );
      const shows = planShows(country, now, next);
      await seedShows(tx, memberId, shows, next);
      await seedOrders(tx, memberId, country, shows);
      await seedPoints(tx, memberId, country, now, next);
      await seedOffers(tx, memberId, country, now);
    }
    await tx.query("insert into meta (key, value) values ('activity-seeded', $1)", [String(now)]);
  });
}
