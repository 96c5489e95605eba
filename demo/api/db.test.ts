// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDb } from './db';

describe('createDb', () => {
  it('keeps data and the signing secret across two opens of a data folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cine-demo-'));
    try {
      const first = await createDb({ dataDir: dir });
      await first.pg.query("update members set first_name = 'Zoé' where email = 'demo.ch@cine.test'");
      const secret = first.secret;
      await first.close();
      const second = await createDb({ dataDir: dir });
      const rows = await second.pg.query<{ first_name: string; count: number }>(
        "select first_name, (select count(*)::int from members) as count from members where email = 'demo.ch@cine.test'",
      );
      expect(rows.rows[0]).toEqual({ first_name: 'Zoé', count: 4 });
      expect(second.secret).toBe(secret);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('gives every in-memory database its own signing secret, even from the cached snapshot', async () => {
    const [one, two] = await Promise.all([createDb(), createDb()]);
    expect(one.secret).toHaveLength(43);
    expect(one.secret).not.toBe(two.secret);
    const members = await two.pg.query('select email from members order by email');
    expect(members.rows).toHaveLength(4);
    await Promise.all([one.close(), two.close()]);
  }, 60_000);
});
