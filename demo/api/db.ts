import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { openMemory, prepare } from './db-template';

/** The demo database: PGlite plus the signing secret kept with the data. */
export type DemoDb = {
  pg: PGlite;
  /** HMAC/AES secret, random per data folder (and per in-memory database) and persisted in it. */
  secret: string;
  close(): Promise<void>;
};

/**
 * Opens (and on first run creates and seeds) the demo database.
 * In memory when `dataDir` is omitted (tests, e2e); otherwise data survives restarts.
 */
export async function createDb(options: { dataDir?: string; now?: () => number } = {}): Promise<DemoDb> {
  const now = (options.now ?? Date.now)();
  let pg: PGlite;
  if (options.dataDir) {
    pg = new PGlite(options.dataDir);
    await pg.waitReady;
  } else {
    pg = await openMemory(now);
  }
  await prepare(pg, now);
  await pg.query("insert into meta (key, value) values ('secret', $1) on conflict do nothing", [
    randomBytes(32).toString('base64url'),
  ]);
  const row = await pg.query<{ value: string }>("select value from meta where key = 'secret'");
  const secret = row.rows[0]?.value ?? '';
  return { pg, secret, close: () => pg.close() };
}
