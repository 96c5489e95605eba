import { randomInt } from 'node:crypto';
import type { Hono } from 'hono';
import type { Ack } from '../../../src/api/contract/common';
import { ErrorCodes } from '../../../src/api/contract/common';
import {
  ActivateMemberRequest,
  DecryptRequest,
  DecryptResponse,
  VerifyMemberRequest,
  type VerifyMemberResponse,
} from '../../../src/api/contract/signup';
import type { ApiEnv, Deps } from '../context';
import { decryptJson } from '../crypto';
import { fail } from '../errors';
import { findMemberByEmail } from '../members';
import { sendMail } from '../outbox';
import { normalizeEmail, readBody, rejectChallenge } from '../request';
import { createMemberRoute } from './create-member';

/** How long an activation code stays valid. */
export const ACTIVATION_TTL_MS = 30 * 60 * 1000;

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Signup: verify, activate (code by e-mail), create, and decrypt of entity links. */
export function signupRoutes(api: Hono<ApiEnv>, deps: Deps): void {
  const pg = deps.db.pg;

  api.post('/verify-member', async (c) => {
    const body = await readBody(c, VerifyMemberRequest);
    if (!body.ok) return body.response;
    const member = await findMemberByEmail(pg, c.var.country, normalizeEmail(body.data.email));
    const answer: VerifyMemberResponse = { exists: member !== undefined };
    return c.json(answer);
  });

  api.post('/activate-member', async (c) => {
    const body = await readBody(c, ActivateMemberRequest);
    if (!body.ok) return body.response;
    const rejected = rejectChallenge(c, body.data.challenge);
    if (rejected) return rejected;
    const email = normalizeEmail(body.data.email);
    if (await findMemberByEmail(pg, c.var.country, email)) {
      return fail(c, 409, ErrorCodes.emailTaken, 'This e-mail already has an account');
    }
    const pending = await pg.query(
      'select 1 from activation_codes where country = $1 and email = $2 and expires_at > $3',
      [c.var.country, email, deps.now()],
    );
    const ack: Ack = { success: true };
    // Without isForce a valid code is kept: a double click must not invalidate the e-mail just sent.
    if (pending.rows.length > 0 && !body.data.isForce) return c.json(ack);
    const code = newCode();
    await pg.query(
      `insert into activation_codes (country, email, first_name, code, expires_at, attempts) values ($1,$2,$3,$4,$5,0)
       on conflict (country, email) do update set first_name = $3, code = $4, expires_at = $5, attempts = 0`,
      [c.var.country, email, body.data.firstName, code, deps.now() + ACTIVATION_TTL_MS],
    );
    await sendMail(deps, {
      to: email,
      subject: `Your activation code: ${code}`,
      text: `Hello ${body.data.firstName}, your activation code is ${code}. It expires in 30 minutes.`,
      kind: 'activation',
      code,
    });
    return c.json(ack);
  });

  api.post('/decrypt', async (c) => {
    const body = await readBody(c, DecryptRequest);
    if (!body.ok) return body.response;
    const decoded = DecryptResponse.safeParse(decryptJson(body.data.entity, deps.secret));
    if (!decoded.success) return fail(c, 400, ErrorCodes.signupFailed, 'This link is not valid');
    return c.json(decoded.data);
  });

  createMemberRoute(api, deps);
}
