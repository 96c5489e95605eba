import type { Hono } from 'hono';
import {
  DeleteAccountRequest,
  type DeleteAccountResponse,
  NotificationsRequest,
  PasswordChangeRequest,
  UpdateClientRequest,
} from '../../../src/api/contract/account';
import { type Ack, ErrorCodes, type LanguageCode } from '../../../src/api/contract/common';
import type { ApiEnv, Deps } from '../context';
import { COUNTRIES } from '../countries';
import { hashPassword, verifyPassword } from '../crypto';
import { fail } from '../errors';
import { findMemberById, toClient } from '../members';
import { readBody, rejectChallenge, rejectWeakPassword } from '../request';
import { NEWSLETTERS } from '../seed-data';
import { bearerOf, memberOfToken, requireMember, revokeToken } from '../tokens';
import { checkDetails, detailsUpdate } from './account-details';
import { favoriteRoutes } from './favorites';
import { loyaltyRoutes } from './loyalty';

const WRONG_PASSWORD: Record<LanguageCode, string> = {
  en: 'The password is incorrect. Your account was not deleted.',
  fr: 'Le mot de passe est incorrect. Votre compte n’a pas été supprimé.',
  de: 'Das Passwort ist falsch. Ihr Konto wurde nicht gelöscht.',
  nl: 'Het wachtwoord is onjuist. Uw account is niet verwijderd.',
};
const DELETED: Record<LanguageCode, string> = {
  en: 'Your account has been deleted. We hope to see you again at the cinema.',
  fr: 'Votre compte a été supprimé. Nous espérons vous revoir au cinéma.',
  de: 'Ihr Konto wurde gelöscht. Wir hoffen, Sie wieder im Kino zu sehen.',
  nl: 'Uw account is verwijderd. We hopen u weer in de bioscoop te zien.',
};

/** The signed-in member's own data: read, update, newsletters, password, deletion. */
export function accountRoutes(api: Hono<ApiEnv>, deps: Deps): void {
  const pg = deps.db.pg;
  api.use('/accounts/*', requireMember(deps));
  api.get('/accounts/me', (c) => c.json(toClient(c.var.member, c.var.lang)));

  api.patch('/accounts/me/update', async (c) => {
    const body = await readBody(c, UpdateClientRequest);
    if (!body.ok) return body.response;
    const problem = checkDetails(body.data, COUNTRIES[c.var.country], deps.now());
    if (problem) return fail(c, 400, ErrorCodes.invalid, problem);
    const { sql, values } = detailsUpdate(body.data, COUNTRIES[c.var.country].loyalty);
    if (sql) await pg.query(`update members set ${sql} where id = $1`, [c.var.member.id, ...values]);
    const member = await findMemberById(pg, c.var.member.id);
    return member
      ? c.json(toClient(member, c.var.lang))
      : fail(c, 401, ErrorCodes.unauthorized, 'Account gone');
  });

  api.patch('/accounts/me/newsletters', async (c) => {
    const body = await readBody(c, NotificationsRequest);
    if (!body.ok) return body.response;
    const known = new Set(NEWSLETTERS.map((entry) => entry.id));
    const unknown = body.data.newsletters.filter((id) => !known.has(id));
    if (unknown.length > 0)
      return fail(c, 400, ErrorCodes.invalid, `Unknown newsletters: ${unknown.join(', ')}`);
    await pg.query(
      'update members set newsletters = $2, send_newsletter = $3, notifications = $4 where id = $1',
      [
        c.var.member.id,
        JSON.stringify([...new Set(body.data.newsletters)]),
        body.data.sendNewsletter,
        JSON.stringify(body.data.notifications),
      ],
    );
    const member = await findMemberById(pg, c.var.member.id);
    return member
      ? c.json(toClient(member, c.var.lang))
      : fail(c, 401, ErrorCodes.unauthorized, 'Account gone');
  });

  api.patch('/accounts/me/password', async (c) => {
    const body = await readBody(c, PasswordChangeRequest);
    if (!body.ok) return body.response;
    if (!(await verifyPassword(body.data.currentPassword, c.var.member.password_hash))) {
      return fail(c, 400, ErrorCodes.badCredentials, 'The current password is incorrect');
    }
    const weak = rejectWeakPassword(c, body.data.newPassword);
    if (weak) return weak;
    await pg.query('update members set password_hash = $2 where id = $1', [
      c.var.member.id,
      await hashPassword(body.data.newPassword),
    ]);
    const ack: Ack = { success: true };
    return c.json(ack, 201);
  });

  api.delete('/accounts/me', async (c) => {
    const body = await readBody(c, DeleteAccountRequest);
    if (!body.ok) return body.response;
    const rejected = rejectChallenge(c, body.data.challenge);
    if (rejected) return rejected;
    if (!(await verifyPassword(body.data.password, c.var.member.password_hash))) {
      return fail(c, 400, ErrorCodes.badCredentials, WRONG_PASSWORD[c.var.lang]);
    }
    // Everything of theirs goes with the row (on delete cascade); the token is refused from now on.
    await pg.query('delete from members where id = $1', [c.var.member.id]);
    const token = bearerOf(c);
    const found = token ? await memberOfToken(deps, token) : undefined;
    if (token) await revokeToken(deps, token, found?.exp ?? Math.floor(deps.now() / 1000) + 3600);
    const answer: DeleteAccountResponse = { message: DELETED[c.var.lang] };
    return c.json(answer);
  });

  favoriteRoutes(api, deps);
  loyaltyRoutes(api, deps);
}
