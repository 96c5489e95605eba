import { type Context, Hono } from 'hono';
import { ErrorCodes } from '../../../src/api/contract/common';
import { MOBILE_KEY_HEADER } from '../../../src/api/contract/headers';
import { RateShowRequest, type Show, type ShowsResponse } from '../../../src/api/contract/shows';
import type { ApiEnv, Deps } from '../context';
import { fail } from '../errors';
import { queryLanguage, readBody } from '../request';
import { localize } from '../seed-texts';
import { requireMember } from '../tokens';
import { posterSvg } from './poster';

/** The key the demo settings hand out as paramsUrls.mobileAppsApiKey. */
export const DEMO_MOBILE_KEY = 'demo-mobile-key';

type ShowRow = {
  id: string;
  kind: Show['kind'];
  title: string;
  slug: string;
  show_date: string;
  cinema_name: string | null;
  formats: Show['formats'];
  intention: Show['intention'];
  emotion: number | null;
};

const toShow = (row: ShowRow, c: Context<ApiEnv>): Show => ({
  id: row.id,
  kind: row.kind,
  // Spec section 7: mobile calls carry the page's language; event titles follow it.
  title: localize(row.title, queryLanguage(c.req.query('language')), c.var.country),
  slug: row.slug,
  poster: `/mobile/posters/${encodeURIComponent(row.id)}.svg`,
  date: row.show_date,
  cinemaName: row.cinema_name ?? undefined,
  formats: row.formats,
  intention: row.intention,
  emotion: row.emotion === 1 || row.emotion === 2 || row.emotion === 3 ? row.emotion : null,
});

/** The mobile apps' host (`{mobile}/v4/...`): the member's shows and their ratings. */
export function mobileRoutes(deps: Deps): Hono<ApiEnv> {
  const mobile = new Hono<ApiEnv>();
  const pg = deps.db.pg;

  mobile.get('/posters/:file{[^/]+\\.svg}', (c) => {
    const id = decodeURIComponent(c.req.param('file').slice(0, -4));
    return c.body(posterSvg(id), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
    });
  });

  const requireKey = async (c: Context<ApiEnv>, next: () => Promise<void>) => {
    if (c.req.header(MOBILE_KEY_HEADER) !== DEMO_MOBILE_KEY) {
      return fail(c, 403, ErrorCodes.xsrf, `Missing or wrong ${MOBILE_KEY_HEADER}`);
    }
    await next();
  };
  mobile.use('/v4/*', requireKey, requireMember(deps));

  mobile.get('/v4/client/shows', async (c) => {
    const rows = await pg.query<ShowRow>(
      'select * from member_shows where member_id = $1 order by position',
      [c.var.member.id],
    );
    const body: ShowsResponse = { shows: rows.rows.map((row) => toShow(row, c)) };
    // Spec section 7: no-cache on the way in, and nothing kept on the way out either.
    return c.json(body, 200, { 'cache-control': 'no-store' });
  });

  mobile.put('/v4/client/shows/:id/emotion', async (c) => {
    const body = await readBody(c, RateShowRequest);
    if (!body.ok) return body.response;
    const rows = await pg.query<ShowRow>(
      'update member_shows set emotion = $3 where id = $1 and member_id = $2 returning *',
      [c.req.param('id'), c.var.member.id, body.data.emotion],
    );
    const row = rows.rows[0];
    if (!row) return fail(c, 404, 'EC-404', 'No such show for this member');
    return c.json(toShow(row, c));
  });

  return mobile;
}
