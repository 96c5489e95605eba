import type { Hono } from 'hono';
import type { PreferredCinemasResponse } from '../../../src/api/contract/cinemas';
import type { ApiEnv, Deps } from '../context';
import { toClient } from '../members';
import { requireMember } from '../tokens';
import { listCinemas } from './cinemas';

/** The signed-in member's own data (issue 2; profile, orders and loyalty come later). */
export function accountRoutes(api: Hono<ApiEnv>, deps: Deps): void {
  api.use('/accounts/*', requireMember(deps));
  api.get('/accounts/me', (c) => c.json(toClient(c.var.member, c.var.lang)));
  api.get('/accounts/me/cinemas', async (c) => {
    const body: PreferredCinemasResponse = {
      preferredCinemas: await listCinemas(deps, c.var.country, c.var.member.favorite_cinemas),
    };
    return c.json(body);
  });
}
