import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/db/client';
import { markComplete } from '../../src/db/embedded-folder';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from '../../src/backups/dump';
import { ensureAdmin } from '../../src/seed/bootstrap';
import { seedDemoCatalogue } from '../../src/seed/demo-catalogue';
import { seedHouseholds } from '../../src/seed/demo-households';
import { emptyPostgresDatabase, openTestDatabase } from '../helpers/database';

// Issue 12: a seeded database survives backup and restore, table by table, row by row.

const work = mkdtempSync(path.join(tmpdir(), 'mvm-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function seed(database: Database) {
  await database.migrate();
  await ensureAdmin(database.db, 'backup-test-wachtwoord');
  const catalogue = await seedDemoCatalogue(database.db);
  await seedHouseholds(database.db, catalogue, { count: 12, intensity: 0.3 });
}

// Both drivers answer execute() with { rows }; the shared Db type does not say so.
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Every table of the public and drizzle schemas, each as its rows in a fixed order (as JSON text). */
async function snapshot(database: Database): Promise<Record<string, string>> {
  const tables = await database.db.execute(
    sql`select table_schema || '.' || table_name as name from information_schema.tables
         where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    const [schema, table] = name.split('.');
    const rows = await database.db.execute(
      sql`select coalesce(json_agg(t order by t::text), '[]'::json)::text as rows from ${sql.identifier(schema ?? '')}.${sql.identifier(table ?? '')} t`,
    );
    out[name] = rowsOf<{ rows: string }>(rows)[0]?.rows ?? '';
  }
  return out;
}

describe('backup and restore (issue 12)', () => {
  it(
    'PGlite: dump, restore into a new data directory, every table the same',
    { timeout: 400_000 },
    async () => {
      // The PostgreSQL project runs the pg_dump case below; this one runs in the PGlite project.
      if (process.env.TEST_DB === 'postgres') return;
      const source = path.join(work, 'bron');
      const original = await openPglite(source);
      await seed(original);
      const before = await snapshot(original);
      await original.close();
      // As a finished first start leaves it (embedded-folder.ts).
      markComplete(source, 'eerste start');

      const file = path.join(work, 'pglite.tar.gz');
      await backupPglite(source, file);
      expect(statSync(file).mode & 0o777).toBe(0o600);

      const target = path.join(work, 'doel');
      await restorePglite(file, target, false);
      const restored = await openPglite(target);
      const after = await snapshot(restored);
      await restored.close();

      expect(Object.keys(before)).toEqual(
        expect.arrayContaining([
          'public.dossiers',
          'public.gekregen',
          'public.users',
          'drizzle.__drizzle_migrations',
        ]),
      );
      expect(JSON.parse(before['public.dossiers']!)).toHaveLength(12);
      expect(after).toEqual(before);

      // A restore never overwrites a database silently.
      await expect(restorePglite(file, target, false)).rejects.toThrow(/--force/);
      const { keptAside } = await restorePglite(file, target, true);
      expect(keptAside).toMatch(/pglite\.voor-herstel-/);
    },
  );

  it(
    'PostgreSQL: pg_dump, pg_restore into another database, every table the same',
    { timeout: 180_000 },
    async () => {
      if (process.env.TEST_DB !== 'postgres') return;
      const original = await openTestDatabase();
      const copy = await emptyPostgresDatabase();
      try {
        await seed(original);
        const before = await snapshot(original);
        const file = path.join(work, 'postgres.dump');
        await backupPostgres(original.url ?? '', file);
        expect(statSync(file).mode & 0o777).toBe(0o600);

        // Issue 25: refused while a server of the product is connected to the database, nothing changed.
        const server = await openPostgres(copy.url, 1);
        try {
          await expect(restorePostgres(file, copy.url)).rejects.toThrow(
            /De back office draait nog op deze PostgreSQL-database\. Stop eerst elke server .* Er is niets veranderd\./,
          );
          expect(await snapshot(server)).toEqual({});
        } finally {
          await server.close();
        }

        await restorePostgres(file, copy.url);
        const restored = await openPostgres(copy.url, 1);
        try {
          expect(await snapshot(restored)).toEqual(before);
          expect(JSON.parse(before['public.gezinslid'] ?? '[]').length).toBeGreaterThan(12);

          // Issue 25: a cut-off dump is refused before anything is dropped.
          const dump = readFileSync(file);
          const truncated = path.join(work, 'postgres-half.dump');
          writeFileSync(truncated, dump.subarray(0, Math.floor(dump.length / 2)));
          await restored.close();
          await expect(restorePostgres(truncated, copy.url)).rejects.toThrow(
            /postgres-half\.dump is geen volledige PostgreSQL-back-up \(.+\)\. Er is niets veranderd\./,
          );
        } finally {
          await restored.close().catch(() => undefined);
        }
        const after = await openPostgres(copy.url, 1);
        try {
          expect(await snapshot(after)).toEqual(before);
        } finally {
          await after.close();
        }
      } finally {
        await original.close();
        await copy.drop();
      }
    },
  );
});
