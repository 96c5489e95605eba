import type { Hono } from 'hono';
import type {
  CardsResponse,
  Offer,
  PointsEntry,
  PointsHistoryResponse,
} from '../../../src/api/contract/loyalty';
import type { ApiEnv, Deps } from '../context';
import { localizeOffer, localizePoints } from '../seed-texts';

/** Points history and offers of the signed-in member (spec section 7), newest first. */
export function loyaltyRoutes(api: Hono<ApiEnv>, deps: Deps): void {
  const pg = deps.db.pg;
  api.get('/accounts/me/points-history', async (c) => {
    const rows = await pg.query<{ kind: string; data: PointsEntry }>(
      'select kind, data from member_points where member_id = $1 order by entry_date desc',
      [c.var.member.id],
    );
    const say = (entry: PointsEntry) => localizePoints(entry, c.var.lang, c.var.country);
    const body: PointsHistoryResponse = {
      pointsEarned: rows.rows.filter((row) => row.kind === 'earned').map((row) => say(row.data)),
      pointsConsumed: rows.rows.filter((row) => row.kind === 'consumed').map((row) => say(row.data)),
    };
    return c.json(body);
  });
  api.get('/accounts/me/cards', async (c) => {
    const rows = await pg.query<{ data: Offer }>(
      'select data from member_offers where member_id = $1 order by offer_id',
      [c.var.member.id],
    );
    const body: CardsResponse = {
      offersList: rows.rows.map((row) => localizeOffer(row.data, c.var.lang, c.var.country)),
    };
    return c.json(body);
  });
}
