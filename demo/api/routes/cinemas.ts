import type { Hono } from 'hono';
import type { Cinema, CinemasResponse } from '../../../src/api/contract/cinemas';
import type { CountryCode } from '../../../src/api/contract/common';
import type { PreferencesResponse } from '../../../src/api/contract/signup';
import type { ApiEnv, Deps } from '../context';
import { NEWSLETTERS } from '../seed-data';

type CinemaRow = { id: string; name: string; city: string; zip_code: string | null; address: string | null };

const toCinema = (row: CinemaRow): Cinema => ({
  id: row.id,
  name: row.name,
  city: row.city,
  zipCode: row.zip_code ?? undefined,
  address: row.address ?? undefined,
});

/** The cinemas of a country, in the chain's order; only `ids` when given (kept in that order). */
export async function listCinemas(deps: Deps, country: CountryCode, ids?: string[]): Promise<Cinema[]> {
  const result = await deps.db.pg.query<CinemaRow>(
    'select * from cinemas where country = $1 order by position, name',
    [country],
  );
  const cinemas = result.rows.map(toCinema);
  if (!ids) return cinemas;
  return ids.flatMap((id) => cinemas.filter((cinema) => cinema.id === id));
}

export function cinemaRoutes(api: Hono<ApiEnv>, deps: Deps): void {
  api.get('/cinemas', async (c) => {
    const body: CinemasResponse = { cinemas: await listCinemas(deps, c.var.country) };
    return c.json(body);
  });
  api.get('/preferences', (c) => {
    const body: PreferencesResponse = {
      newsletters: NEWSLETTERS.map((entry) => ({ id: entry.id, label: entry.label[c.var.lang] })),
    };
    return c.json(body);
  });
}
