import type { PGlite } from '@electric-sql/pglite';
import type { CountryCode } from '../../src/api/contract/common';
import { hashPassword } from './crypto';
import { CINEMAS, DEFAULT_NOTIFICATIONS, DEMO_PASSWORD, MEMBERS, NEWSLETTERS } from './seed-data';

/** Fills an empty database: cinemas and one demo member per country. */
export async function seed(pg: PGlite, now: number): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await pg.transaction(async (tx) => {
    for (const [country, cinemas] of Object.entries(CINEMAS)) {
      for (const [position, cinema] of cinemas.entries()) {
        await tx.query(
          'insert into cinemas (id, country, name, city, zip_code, address, position) values ($1,$2,$3,$4,$5,$6,$7) on conflict do nothing',
          [cinema.id, country, cinema.name, cinema.city, cinema.zipCode, cinema.address, position],
        );
      }
    }
    for (const [country, member] of Object.entries(MEMBERS) as [CountryCode, (typeof MEMBERS)['CH']][]) {
      const cinema = CINEMAS[country].find((entry) => entry.id === member.favoriteCinema);
      await tx.query(
        `insert into members (id, country, email, password_hash, first_name, last_name, gender, date_of_birth,
           zip_code, city, favorite_language, qr_code, loyalty_level, send_newsletter, newsletters,
           notifications, favorite_cinemas, points, created_at)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,true,$14,$15,$16,$17,$18) on conflict do nothing`,
        [
          `member-${country.toLowerCase()}-demo`,
          country,
          `demo.${country.toLowerCase()}@cine.test`,
          passwordHash,
          member.firstName,
          member.lastName,
          member.gender,
          member.dateOfBirth,
          cinema?.zipCode,
          cinema?.city,
          member.favoriteLanguage,
          member.qrCode,
          country === 'CH' || country === 'BE' ? 'typ-loy' : 'typ-web',
          JSON.stringify(NEWSLETTERS.slice(0, 2).map((entry) => entry.id)),
          JSON.stringify(DEFAULT_NOTIFICATIONS),
          JSON.stringify([member.favoriteCinema]),
          member.points,
          now,
        ],
      );
    }
    await tx.query("insert into meta (key, value) values ('seeded', $1)", [String(now)]);
  });
}
