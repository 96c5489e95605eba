import type { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { type Ack, LoginRequest, RefreshRequest, type RefreshResponse } from '../../../src/api/contract';
import { ErrorCodes } from '../../../src/api/contract/common';
import type { ApiEnv, Deps } from '../context';
import { verifyPassword } from '../crypto';
import { fail } from '../errors';
import { findMemberByEmail } from '../members';
import { overPlainHttp } from '../middleware/plain-http';
import { normalizeEmail, readBody, rejectChallenge } from '../request';
import { bearerOf, issueToken, memberOfToken, requireMember, revokeToken } from '../tokens';

// A refresh is accepted up to seven days after the token expired.
const REFRESH_WINDOW_MS = 7 * 24 * 3600 * 1000;

export function authRoutes(api: Hono<ApiEnv>, deps: Deps): void {
  api.post('/login', async (c) => {
    const body = await readBody(c, LoginRequest);
    if (!body.ok) return body.response;
    const rejected = rejectChallenge(c, body.data.challenge);
    if (rejected) return rejected;
    const member = await findMemberByEmail(deps.db.pg, c.var.country, normalizeEmail(body.data.login));
    const valid = member ? await verifyPassword(body.data.password, member.password_hash) : false;
    if (!member || !valid) return fail(c, 401, ErrorCodes.badCredentials, 'Wrong e-mail or password');
    // The chain's site writes the subscription pass cookie at purchase; the demo members of the
    // countries that sell the pass hold one, so the dashboard's pass can be seen.
    if (member.email.startsWith('demo.') && (member.country === 'CH' || member.country === 'BE')) {
      const pass = {
        number: `PASS-${member.country}-${member.id.slice(-6).toUpperCase()}`,
        validUntil: '2027-06-30',
      };
      setCookie(c, 'cine_pass', JSON.stringify(pass), {
        path: '/',
        sameSite: 'Lax',
        secure: !overPlainHttp(c),
      });
    }
    return c.json({ token: issueToken(deps, member) });
  });

  api.post('/refresh', async (c) => {
    const body = await readBody(c, RefreshRequest);
    if (!body.ok) return body.response;
    const found = await memberOfToken(deps, body.data.token);
    const fresh =
      found && found.member.country === c.var.country && found.exp * 1000 > deps.now() - REFRESH_WINDOW_MS;
    // Spec section 5: a refused refresh is still a 200, with an errorCode.
    const answer: RefreshResponse = fresh
      ? { token: issueToken(deps, found.member), errorCode: '' }
      : { token: '', errorCode: ErrorCodes.unauthorized };
    return c.json(answer);
  });

  api.post('/logout', requireMember(deps), async (c) => {
    const token = bearerOf(c);
    const found = token ? await memberOfToken(deps, token) : undefined;
    if (token && found) await revokeToken(deps, token, found.exp);
    const ack: Ack = { success: true };
    return c.json(ack);
  });
}
