import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Client } from '../../src/api/contract/client';
import type { CountryCode, LanguageCode } from '../../src/api/contract/common';
import { COUNTRIES } from './countries';
import { NEWSLETTERS } from './seed-data';

/** A `members` row as PGlite returns it. */
export type MemberRow = {
  id: string;
  country: CountryCode;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  gender: string | null;
  date_of_birth: string | null;
  zip_code: string | null;
  city: string | null;
  favorite_language: string | null;
  qr_code: string;
  loyalty_level: string | null;
  is_loyalty_popin_displayed: boolean;
  send_newsletter: boolean;
  newsletters: string[];
  notifications: Record<string, boolean>;
  favorite_cinemas: string[];
  points: number;
};

type Queryable = PGlite | Transaction;

export async function findMemberByEmail(pg: Queryable, country: CountryCode, email: string) {
  const result = await pg.query<MemberRow>('select * from members where country = $1 and email = $2', [
    country,
    email,
  ]);
  return result.rows[0];
}

export async function findMemberById(pg: Queryable, id: string) {
  const result = await pg.query<MemberRow>('select * from members where id = $1', [id]);
  return result.rows[0];
}

const orUndefined = (value: string | null) => value ?? undefined;

/** The Client contract of a member, with newsletter labels in the request language. */
export function toClient(row: MemberRow, lang: LanguageCode): Client {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    gender: orUndefined(row.gender),
    dateOfBirth: orUndefined(row.date_of_birth),
    zipCode: orUndefined(row.zip_code),
    city: orUndefined(row.city),
    favoriteLanguage: orUndefined(row.favorite_language),
    qrCode: row.qr_code,
    isLoyaltyAvailable: COUNTRIES[row.country].loyalty,
    loyaltyLevel: row.loyalty_level,
    isLoyaltyPopinDisplayed: row.is_loyalty_popin_displayed,
    newsletters: NEWSLETTERS.map((entry) => ({
      id: entry.id,
      label: entry.label[lang],
      subscribed: row.newsletters.includes(entry.id),
    })),
    sendNewsletter: row.send_newsletter,
    notifications: row.notifications,
    points: row.points,
  };
}
