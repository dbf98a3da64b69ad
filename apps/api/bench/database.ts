import { spawn } from 'node:child_process';
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

/**
 * An already seeded PostgreSQL database, kept between runs (seeding 100,000 households takes minutes):
 * BENCH_DATABASE_NAME on the server of BENCH_DATABASE_URL, with its admin password in BENCH_ADMIN_PASSWORD
 * (fill it once with `npm run db:seed -- --households 100000`).
 */
export function reusedPostgresDatabase(
  serverUrl: string,
  name: string,
  adminPassword: string,
): BenchDatabase {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mvm-bench-'));
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    seeded: { adminPassword },
    markSeeded: () => undefined,
    drop: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
  };
}

/**
 * The cached embedded database of `cachedPgliteDatabase`, opened by a process of its own
 * (bench/pglite-server.ts, @electric-sql/pglite-socket) that the API reaches through the `pg` driver on
 * loopback: the measurement behind docs/decisions.md, "The embedded database on the request thread".
 * Needs the cached database seeded first (the plain PGlite row of the same run does that).
 */
export async function pgliteSocketDatabase(households: number): Promise<BenchDatabase> {
  const cached = cachedPgliteDatabase(households);
  if (!cached.seeded)
    throw new Error('PGlite (socket) needs the seeded PGlite database: measure PGlite first');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/bench/pglite-server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: cached.env.DATA_DIR ?? '', PGLITE_PORT: '0', PGLITE_CONNECTIONS: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`pglite-server exited with ${code}`)));
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mvm-bench-'));
  return {
    label: 'PGlite (socket)',
    // One connection: PGlite is one session, and the server's multiplexer of several connections stalled
    // under the bench's load (docs/decisions.md).
    env: {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
      DATABASE_POOL_SIZE: '1',
      DATA_DIR: dataDir,
    },
    seeded: cached.seeded,
    markSeeded: () => undefined,
    drop: () =>
      new Promise((resolve) => {
        rmSync(dataDir, { recursive: true, force: true });
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
