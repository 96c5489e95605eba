import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { sessionJwt as readSessionJwt } from '../../site/server/cookies';
import { ErrorCodes } from '../../src/api/contract/common';
import type { ApiEnv, Deps } from './context';
import { readJwt, sha256, signJwt } from './crypto';
import { fail } from './errors';
import { findMemberById, type MemberRow } from './members';

const HOUR = 3600;

/**
 * A signed session token for a member: one hour, like the chain's API. Its `jti` makes each sign-in
 * its own token: two in the same second (two tabs, two test workers) must not share one logout.
 */
export function issueToken(deps: Deps, member: MemberRow): string {
  const iat = Math.floor(deps.now() / 1000);
  return signJwt(
    {
      sub: member.id,
      email: member.email,
      given_name: member.first_name,
      family_name: member.last_name,
      iat,
      exp: iat + HOUR,
      jti: randomUUID(),
    },
    deps.secret,
  );
}

/** The member a token names when its signature holds and it was not logged out; expiry is the caller's. */
export async function memberOfToken(deps: Deps, token: string) {
  const claims = readJwt(token, deps.secret);
  if (typeof claims?.sub !== 'string' || typeof claims.exp !== 'number') return undefined;
  const revoked = await deps.db.pg.query('select 1 from revoked_tokens where token_hash = $1', [
    sha256(token),
  ]);
  if (revoked.rows.length > 0) return undefined;
  const member = await findMemberById(deps.db.pg, claims.sub);
  return member ? { member, exp: claims.exp } : undefined;
}

/** The session cookie of the demo settings (cookies.jwt), holding `{"jwt": "..."}`. */
export const SESSION_COOKIE = 'cine_session';

/** The jwt of a Cookie header's session cookie, as the site server reads it. */
export const sessionJwt = (header: string | undefined) => readSessionJwt(header ?? '', SESSION_COOKIE);

export const bearerOf = (c: Context) => /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];

/** 401 EC-401 unless a valid, unexpired bearer of this country's member comes with the request. */
export function requireMember(deps: Deps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = bearerOf(c);
    const found = token ? await memberOfToken(deps, token) : undefined;
    if (!found || found.exp * 1000 <= deps.now() || found.member.country !== c.var.country) {
      return fail(c, 401, ErrorCodes.unauthorized, 'Missing, invalid or expired session token');
    }
    c.set('member', found.member);
    await next();
  };
}

/** Logout: the token stays refused until it would have expired anyway. */
export async function revokeToken(deps: Deps, token: string, exp: number): Promise<void> {
  const pg = deps.db.pg;
  await pg.query('delete from revoked_tokens where expires_at < $1', [deps.now() - 7 * 24 * HOUR * 1000]);
  await pg.query(
    'insert into revoked_tokens (token_hash, expires_at) values ($1, $2) on conflict do nothing',
    [sha256(token), exp * 1000],
  );
}
