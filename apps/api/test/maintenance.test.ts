import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { vacuumAndAnalyze } from '../src/db/maintenance';
import { buildTestApp, type TestContext } from './helpers/build';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('vacuums and gathers planner statistics for the household tables (PGlite has no autovacuum)', async () => {
  await vacuumAndAnalyze(t.database);
  type Row = { relname: string; analyzed: boolean };
  // Both drivers answer { rows } for a raw statement.
  const result = (await t.database.db.execute<Row>(
    sql`select relname, last_analyze is not null and last_vacuum is not null as analyzed
        from pg_stat_user_tables where relname in ('dossiers', 'gezinslid')`,
  )) as { rows: Row[] };
  const list = result.rows;
  expect(list).toHaveLength(2);
  expect(list.every((r) => r.analyzed)).toBe(true);
});
