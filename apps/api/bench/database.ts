import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type BenchDatabase = {
  label: string;
  /** The environment that points the API (and the seeder) at this database. */
  env: Record<string, string>;
  /** Set when a cached database already holds the seeded households and its admin password. */
  seeded?: { adminPassword: string };
  /** Called after a successful seeding, so a cached database can be reused next time. */
  markSeeded(adminPassword: string): void;
  drop(): Promise<void>;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Changes with every migration, so a cached database never outlives the schema it was seeded with. */
function schemaKey(): string {
  const journal = readFileSync(path.join(repoRoot, 'apps/api/drizzle/meta/_journal.json'));
  return createHash('sha256').update(journal).digest('hex').slice(0, 10);
}

/** A fresh embedded database in a temporary DATA_DIR, removed afterwards. */
export function pgliteDatabase(): BenchDatabase {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mvm-bench-'));
  return {
    label: 'PGlite',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    markSeeded: () => undefined,
    drop: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
  };
}

/**
 * A seeded embedded database kept under data/bench/ (gitignored) and reused by the next run with the same
 * household count and schema: seeding 100,000 households takes minutes, measuring them seconds.
 * The admin password of this local, fake database is kept beside it.
 */
export function cachedPgliteDatabase(households: number): BenchDatabase {
  const dataDir = path.join(repoRoot, 'data/bench', `pglite-${households}-${schemaKey()}`);
  const marker = path.join(dataDir, 'seeded.json');
  let seeded: { adminPassword: string } | undefined;
  // The marker is this script's own file (markSeeded below).
  if (existsSync(marker)) seeded = JSON.parse(readFileSync(marker, 'utf8')) as { adminPassword: string };
  else rmSync(dataDir, { recursive: true, force: true }); // an interrupted seeding starts over
  mkdirSync(dataDir, { recursive: true });
  return {
    label: 'PGlite',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    ...(seeded ? { seeded } : {}),
    markSeeded: (adminPassword) => writeFileSync(marker, JSON.stringify({ adminPassword })),
    drop: () => Promise.resolve(),
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
    markSeeded: () => undefined,
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
