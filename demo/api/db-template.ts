import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { SCHEMA } from './schema';
import { seed } from './seed';
import { seedActivity } from './seed-activity';

// A fresh PGlite runs initdb (3-8 s on two cores); loading a seeded snapshot takes about 1 s.
const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/cine-demo-db/', import.meta.url));

// What the data is made from: a change to any of these files makes a new snapshot.
const SOURCES = ['schema.ts', 'seed.ts', 'seed-activity.ts', 'seed-data.ts', 'seed-films.ts', 'crypto.ts'];

// Seed dates are relative to the day the data was made (upcoming shows and orders): one snapshot a day.
function templateFile(now: number): string {
  const hash = createHash('sha256');
  for (const file of SOURCES) hash.update(readFileSync(new URL(file, import.meta.url)));
  const key = hash.update(new Date(now).toISOString().slice(0, 10)).digest('hex').slice(0, 16);
  return `${CACHE_DIR}template-${key}.tar.gz`;
}

/** Creates the schema and seeds an empty database. */
export async function prepare(pg: PGlite, now: number): Promise<void> {
  await pg.exec(SCHEMA);
  const seeded = await pg.query("select 1 from meta where key = 'seeded'");
  if (seeded.rows.length === 0) await seed(pg, now);
  // Also upgrades a database made before the members had shows, orders, points and offers.
  await seedActivity(pg, now);
}

/** An in-memory database, seeded, from the cached snapshot when there is one (else made and cached). */
export async function openMemory(now: number): Promise<PGlite> {
  const file = templateFile(now);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) {
    try {
      const pg = new PGlite({ loadDataDir: new Blob([cached], { type: 'application/x-gzip' }) });
      await pg.waitReady;
      // A snapshot must not hand every database the same signing secret.
      await pg.query("delete from meta where key = 'secret'");
      return pg;
    } catch {
      // A damaged snapshot: fall through and build a fresh one.
    }
  }
  const pg = new PGlite();
  await pg.waitReady;
  await prepare(pg, now);
  try {
    const dump = await pg.dumpDataDir('gzip');
    await mkdir(CACHE_DIR, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
    await rename(temporary, file);
  } catch {
    // The cache is only a speed-up.
  }
  return pg;
}
