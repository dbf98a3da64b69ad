// `npm run bench`: the API on a seeded database (PGlite, and PostgreSQL when BENCH_DATABASE_URL is set), loaded
// by concurrent clients for a fixed time per route. Prints p50/p95/p99 and requests/s and writes results.md.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  cachedPgliteDatabase,
  pgliteDatabase,
  pgliteSocketDatabase,
  postgresDatabase,
  reusedPostgresDatabase,
  type BenchDatabase,
} from './database';
import { measure, type Measurement } from './measure';
import { markdownTable, resultsDocument, type DatabaseRun } from './report';
import { BENCH_ROUTES, resolveRoutes } from './routes';
import { hasHouseholdSeeder, login, seedHouseholds, startApi, type RunningApi } from './server';

const bounded = (value: string | undefined, fallback: number, max: number) =>
  Math.min(max, Math.max(1, Math.floor(Number(value ?? fallback)) || fallback));

// BENCH_CONNECTIONS is one count or a comma-separated list: every route is measured at each (issue 7 reports
// 1, 10 and 50 clients).
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '1,10,50')
  .split(',')
  .map((value) => bounded(value.trim(), 10, 200));
const settings = {
  connections: connectionCounts,
  durationSeconds: bounded(process.env.BENCH_DURATION, 5, 60),
};
const households = hasHouseholdSeeder() ? bounded(process.env.BENCH_HOUSEHOLDS, 100_000, 1_000_000) : 0;
const log = (line: string) => process.stdout.write(`${line}\n`);

// What an interrupted run (Ctrl+C) must still clean up: the API process and a throw-away database.
const cleanups = new Set<() => Promise<void>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.allSettled([...cleanups].map((cleanup) => cleanup())).then(() => process.exit(130));
  });
}

async function withCleanup<T>(
  resource: T,
  release: () => Promise<void>,
  use: (resource: T) => Promise<DatabaseRun>,
): Promise<DatabaseRun> {
  cleanups.add(release);
  try {
    return await use(resource);
  } finally {
    cleanups.delete(release);
    await release();
  }
}

async function measureAll(api: RunningApi, adminPassword: string, label: string): Promise<Measurement[]> {
  const token = await login(api.baseUrl, 'admin', adminPassword);
  const measurements: Measurement[] = [];
  const only = process.env.BENCH_ROUTES?.split(',').map((name) => name.trim());
  const wanted = BENCH_ROUTES.filter(
    (r) => (households > 0 || !r.needsHouseholds) && (!only || only.some((o) => r.name.includes(o))),
  );
  const routes = await resolveRoutes(api.baseUrl, token, wanted);
  for (const connections of settings.connections) {
    for (const route of routes) {
      if (route.oneClient && connections > 1) continue;
      log(`${label}: ${connections} clients, ${route.method} ${route.path}`);
      const options = { baseUrl: api.baseUrl, token, connections, durationSeconds: settings.durationSeconds };
      measurements.push(await measure(route, options));
    }
  }
  return measurements;
}

async function benchDatabase(database: BenchDatabase): Promise<DatabaseRun> {
  const adminPassword = database.seeded?.adminPassword ?? randomBytes(12).toString('base64url');
  if (households > 0 && !database.seeded) {
    log(`${database.label}: ${households} gezinnen aanmaken (eenmalig voor PGlite, daarna hergebruikt)...`);
    const started = Date.now();
    seedHouseholds(database, households, adminPassword);
    database.markSeeded(adminPassword);
    log(`${database.label}: aangemaakt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else if (database.seeded) {
    log(
      `${database.label}: hergebruik van de database met ${households} gezinnen in ${database.env.DATA_DIR}`,
    );
  }
  const api = await startApi(database, adminPassword);
  return withCleanup(
    api,
    () => api.stop(),
    async () => ({
      database: database.label,
      households,
      measurements: await measureAll(api, adminPassword, database.label),
    }),
  );
}

// BENCH_TARGETS: which databases, in this order (default 'pglite,postgres'; postgres needs BENCH_DATABASE_URL).
// 'pglite-socket' is the seeded embedded database in a process of its own behind @electric-sql/pglite-socket.
const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',').map((t) => t.trim());
const postgresUrl = process.env.BENCH_DATABASE_URL;
const reusedName = process.env.BENCH_DATABASE_NAME;
const reusedPassword = process.env.BENCH_ADMIN_PASSWORD;
const databases: (() => Promise<BenchDatabase>)[] = [];
for (const target of targets) {
  if (target === 'pglite')
    databases.push(() =>
      Promise.resolve(households > 0 ? cachedPgliteDatabase(households) : pgliteDatabase()),
    );
  else if (target === 'pglite-socket') databases.push(() => pgliteSocketDatabase(households));
  else if (target === 'postgres' && postgresUrl)
    databases.push(() =>
      reusedName && reusedPassword
        ? Promise.resolve(reusedPostgresDatabase(postgresUrl, reusedName, reusedPassword))
        : postgresDatabase(postgresUrl),
    );
}

const runs: DatabaseRun[] = [];
for (const open of databases) {
  const database = await open();
  runs.push(await withCleanup(database, () => database.drop(), benchDatabase));
}

const notes = [
  households > 0
    ? `Members routes measured on ${households} seeded households (BENCH_HOUSEHOLDS).`
    : 'The households seeder (apps/api/src/seed/cli.ts) is not there: the members routes of routes.ts were skipped.',
  postgresUrl
    ? reusedName
      ? `PostgreSQL: the seeded database ${reusedName} on BENCH_DATABASE_URL, reused.`
      : 'PostgreSQL: a throw-away database on BENCH_DATABASE_URL, seeded and dropped in the run.'
    : 'Set BENCH_DATABASE_URL to measure PostgreSQL too.',
];
log('');
log(markdownTable(runs));
for (const note of notes) log(note);
const file = path.join(import.meta.dirname, 'results.md');
writeFileSync(file, resultsDocument(runs, settings, notes));
log(`\nGeschreven naar ${path.relative(process.cwd(), file)}`);

const failed = runs.flatMap((r) => r.measurements).filter((m) => m.failures > 0);
if (failed.length > 0) {
  log(`Fouten tijdens de meting op: ${failed.map((m) => m.route.path).join(', ')}`);
  process.exitCode = 1;
}
