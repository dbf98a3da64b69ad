import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type BenchDatabase = {
  label: string;
  /** The environment that points the API (and the seeder) at this database. */
  env: Record<string, string>;
  drop(): Promise<void>;
};

/** A fresh embedded database in a temporary DATA_DIR. */
export function pgliteDatabase(): BenchDatabase {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mvm-bench-'));
  return {
    label: 'PGlite',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A throw-away database on the PostgreSQL server of `serverUrl`, dropped afterwards. */
export async function postgresDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `mvm_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mvm-bench-'));
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
