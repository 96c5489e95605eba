import type { Hono } from 'hono';
import { ForgottenPasswordRequest, ResetPasswordRequest } from '../../../src/api/contract/auth';
import { type Ack, ErrorCodes } from '../../../src/api/contract/common';
import type { ApiEnv, Deps } from '../context';
import { hashPassword, randomToken, sha256 } from '../crypto';
import { fail } from '../errors';
import { findMemberByEmail } from '../members';
import { sendMail } from '../outbox';
import { normalizeEmail, readBody, rejectChallenge, rejectWeakPassword } from '../request';

/** How long a reset link works. */
export const RESET_TTL_MS = 60 * 60 * 1000;

type ResetRow = { member_id: string; expires_at: number; used_at: number | null };

/** Password recovery: a single-use link by e-mail, then a new password. */
export function passwordRoutes(api: Hono<ApiEnv>, deps: Deps): void {
  const pg = deps.db.pg;
  const ack: Ack = { success: true };

  api.post('/forgotten-password', async (c) => {
    const body = await readBody(c, ForgottenPasswordRequest);
    if (!body.ok) return body.response;
    const rejected = rejectChallenge(c, body.data.challenge);
    if (rejected) return rejected;
    const member = await findMemberByEmail(pg, c.var.country, normalizeEmail(body.data.email));
    // The same answer for unknown e-mails: this form must not reveal who has an account.
    if (!member) return c.json(ack);
    const token = randomToken();
    await pg.query('insert into reset_tokens (token_hash, member_id, expires_at) values ($1, $2, $3)', [
      sha256(token),
      member.id,
      deps.now() + RESET_TTL_MS,
    ]);
    const link = `${c.var.origin}/${c.var.lang}/reset-password?token=${token}`;
    await sendMail(deps, {
      to: member.email,
      subject: 'Reset your password',
      text: `Hello ${member.first_name}, choose a new password with this link (valid for one hour): ${link}`,
      kind: 'reset-password',
      link,
    });
    return c.json(ack);
  });

  api.post('/reset-password', async (c) => {
    const body = await readBody(c, ResetPasswordRequest);
    if (!body.ok) return body.response;
    const rejected = rejectChallenge(c, body.data.challenge) ?? rejectWeakPassword(c, body.data.password);
    if (rejected) return rejected;
    const found = await pg.query<ResetRow>('select * from reset_tokens where token_hash = $1', [
      sha256(body.data.token),
    ]);
    const reset = found.rows[0];
    if (!reset || reset.used_at !== null || reset.expires_at <= deps.now()) {
      return fail(c, 400, ErrorCodes.badResetToken, 'This reset link is used, expired or unknown');
    }
    const passwordHash = await hashPassword(body.data.password);
    await pg.transaction(async (tx) => {
      await tx.query('update members set password_hash = $1 where id = $2', [passwordHash, reset.member_id]);
      // Every pending link of this member dies with the one used.
      await tx.query('update reset_tokens set used_at = $1 where member_id = $2 and used_at is null', [
        deps.now(),
        reset.member_id,
      ]);
    });
    return c.json(ack);
  });
}
