import type { Hono } from 'hono';
import { FavoriteCinemasRequest } from '../../../src/api/contract/account';
import type { PreferredCinemasResponse } from '../../../src/api/contract/cinemas';
import { ErrorCodes } from '../../../src/api/contract/common';
import type { ApiEnv, Deps } from '../context';
import { fail } from '../errors';
import { readBody } from '../request';
import { listCinemas } from './cinemas';

/** Favourite cinemas (spec section 7): read, add, remove; the first one is the main cinema. */
export function favoriteRoutes(api: Hono<ApiEnv>, deps: Deps): void {
  const pg = deps.db.pg;
  const answer = async (country: ApiEnv['Variables']['country'], ids: string[]) => {
    const body: PreferredCinemasResponse = { preferredCinemas: await listCinemas(deps, country, ids) };
    return body;
  };
  const save = (memberId: string, ids: string[]) =>
    pg.query('update members set favorite_cinemas = $2 where id = $1', [memberId, JSON.stringify(ids)]);

  api.get('/accounts/me/cinemas', async (c) =>
    c.json(await answer(c.var.country, c.var.member.favorite_cinemas)),
  );

  api.patch('/accounts/me/cinemas', async (c) => {
    const body = await readBody(c, FavoriteCinemasRequest);
    if (!body.ok) return body.response;
    const known = new Set((await listCinemas(deps, c.var.country)).map((cinema) => cinema.id));
    const unknown = body.data.cinemas.filter((id) => !known.has(id));
    if (unknown.length > 0) return fail(c, 400, ErrorCodes.invalid, `Unknown cinemas: ${unknown.join(', ')}`);
    // Added ones go after the current list, in the order sent, once each.
    const ids = [...new Set([...c.var.member.favorite_cinemas, ...body.data.cinemas])];
    await save(c.var.member.id, ids);
    return c.json(await answer(c.var.country, ids));
  });

  api.patch('/accounts/me/cinemasdelete', async (c) => {
    const body = await readBody(c, FavoriteCinemasRequest);
    if (!body.ok) return body.response;
    const removed = new Set(body.data.cinemas);
    const ids = c.var.member.favorite_cinemas.filter((id) => !removed.has(id));
    await save(c.var.member.id, ids);
    return c.json(await answer(c.var.country, ids));
  });
}
