import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { ErrorCodes } from '../../../src/api/contract/common';
import { CreateMemberRequest, type CreateMemberResponse } from '../../../src/api/contract/signup';
import type { ApiEnv, Deps } from '../context';
import { COUNTRIES } from '../countries';
import { hashPassword, sameSecret } from '../crypto';
import { fail } from '../errors';
import { findMemberByEmail, findMemberById } from '../members';
import { normalizeEmail, readBody, rejectChallenge, rejectWeakPassword } from '../request';
import { DEFAULT_NOTIFICATIONS, NEWSLETTERS } from '../seed-data';
import { issueToken } from '../tokens';
import { listCinemas } from './cinemas';

// A six-digit code must not be guessable by trying: five wrong tries burn it.
const MAX_ATTEMPTS = 5;

type PendingCode = { code: string; expires_at: number; attempts: number };

function ageOn(dateOfBirth: string, now: number): number {
  const birth = new Date(`${dateOfBirth}T00:00:00Z`);
  const today = new Date(now);
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  return today.getUTCFullYear() - birth.getUTCFullYear() - (beforeBirthday ? 1 : 0);
}

/** POST create-member: 200 {access_token} once the e-mailed code matches (spec section 5). */
export function createMemberRoute(api: Hono<ApiEnv>, deps: Deps): void {
  const pg = deps.db.pg;
  api.post('/create-member', async (c) => {
    const body = await readBody(c, CreateMemberRequest);
    if (!body.ok) return body.response;
    const data = body.data;
    const rejected = rejectChallenge(c, data.challenge) ?? rejectWeakPassword(c, data.password);
    if (rejected) return rejected;
    const country = c.var.country;
    const email = normalizeEmail(data.email);
    if (await findMemberByEmail(pg, country, email)) {
      return fail(c, 409, ErrorCodes.emailTaken, 'This e-mail already has an account');
    }
    const found = await pg.query<PendingCode>(
      'select code, expires_at, attempts from activation_codes where country = $1 and email = $2',
      [country, email],
    );
    const pending = found.rows[0];
    const usable = pending && pending.expires_at > deps.now() && pending.attempts < MAX_ATTEMPTS;
    if (!usable || !sameSecret(data.activationCode, pending.code)) {
      if (usable) {
        await pg.query(
          'update activation_codes set attempts = attempts + 1 where country = $1 and email = $2',
          [country, email],
        );
      }
      return fail(c, 400, ErrorCodes.badActivationCode, 'The activation code is wrong or has expired');
    }
    const [cinema] = await listCinemas(deps, country, [data.favoriteCinema]);
    if (!cinema) return fail(c, 400, ErrorCodes.signupFailed, 'Unknown favourite cinema');
    // The settings' minimumAgeSubscription, per country.
    const { minimumAge } = COUNTRIES[country];
    if (Number.isNaN(Date.parse(data.dateOfBirth)) || ageOn(data.dateOfBirth, deps.now()) < minimumAge) {
      return fail(c, 400, ErrorCodes.signupFailed, `Members must be at least ${minimumAge} years old`);
    }
    const id = randomUUID();
    const passwordHash = await hashPassword(data.password);
    const newsletters = NEWSLETTERS.map((entry) => entry.id).filter((known) =>
      data.newsletters.includes(known),
    );
    try {
      await pg.transaction(async (tx) => {
        await tx.query(
          `insert into members (id, country, email, password_hash, first_name, last_name, gender, date_of_birth,
             zip_code, city, favorite_language, qr_code, loyalty_level, send_newsletter, newsletters,
             notifications, favorite_cinemas, points, created_at)
           values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,
             'CINE-' || $2 || '-' || lpad(nextval('member_qr_seq')::text, 6, '0'),
             $12,$13,$14,$15,$16,0,$17)`,
          [
            id,
            country,
            email,
            passwordHash,
            data.firstName,
            data.lastName,
            data.gender,
            data.dateOfBirth,
            data.zipCode,
            data.city,
            data.favoriteLanguage,
            data.isLoyalty && COUNTRIES[country].loyalty ? 'typ-loy' : 'typ-web',
            data.sendNewsletter,
            JSON.stringify(newsletters),
            JSON.stringify(DEFAULT_NOTIFICATIONS),
            JSON.stringify([cinema.id]),
            deps.now(),
          ],
        );
        await tx.query('delete from activation_codes where country = $1 and email = $2', [country, email]);
      });
    } catch (error) {
      const taken = (error as { code?: string }).code === '23505';
      if (taken) return fail(c, 409, ErrorCodes.emailTaken, 'This e-mail already has an account');
      return fail(c, 400, ErrorCodes.signupFailed, 'The account could not be created');
    }
    const member = await findMemberById(pg, id);
    if (!member) return fail(c, 400, ErrorCodes.signupFailed, 'The account could not be created');
    const answer: CreateMemberResponse = { access_token: issueToken(deps, member) };
    return c.json(answer);
  });
}
