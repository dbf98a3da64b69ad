// `npm run bench`: the API on a seeded database (PGlite, and PostgreSQL when BENCH_DATABASE_URL is set), loaded
// by concurrent clients for a fixed time per route. Prints p50/p95/p99 and requests/s and writes results.md.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pgliteDatabase, postgresDatabase, type BenchDatabase } from './database';
import { measure } from './measure';
import { markdownTable, resultsDocument, type DatabaseRun } from './report';
import { BENCH_ROUTES } from './routes';
import { hasHouseholdSeeder, login, seedHouseholds, startApi } from './server';

const bounded = (value: string | undefined, fallback: number, max: number) =>
  Math.min(max, Math.max(1, Math.floor(Number(value ?? fallback)) || fallback));

const settings = {
  connections: bounded(process.env.BENCH_CONNECTIONS, 10, 200),
  durationSeconds: bounded(process.env.BENCH_DURATION, 5, 60),
};
const households = hasHouseholdSeeder() ? bounded(process.env.BENCH_HOUSEHOLDS, 100_000, 1_000_000) : 0;
const log = (line: string) => process.stdout.write(`${line}\n`);

async function benchDatabase(database: BenchDatabase): Promise<DatabaseRun> {
  const adminPassword = randomBytes(12).toString('base64url');
  // First start: migrations and the admin user; then the seeder fills the stopped database.
  if (households > 0) {
    await (await startApi(database, adminPassword)).stop();
    log(`${database.label}: ${households} huishoudens aanmaken...`);
    const started = Date.now();
    seedHouseholds(database, households);
    log(`${database.label}: aangemaakt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const api = await startApi(database, adminPassword);
  try {
    const token = await login(api.baseUrl, 'admin', adminPassword);
    const measurements = [];
    for (const route of BENCH_ROUTES.filter((r) => households > 0 || !r.needsHouseholds)) {
      log(`${database.label}: ${route.method} ${route.path}`);
      measurements.push(await measure(route, { baseUrl: api.baseUrl, token, ...settings }));
    }
    return { database: database.label, households, measurements };
  } finally {
    await api.stop();
  }
}

const runs: DatabaseRun[] = [];
const databases: (() => Promise<BenchDatabase>)[] = [async () => pgliteDatabase()];
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) databases.push(() => postgresDatabase(postgresUrl));

for (const open of databases) {
  const database = await open();
  try {
    runs.push(await benchDatabase(database));
  } finally {
    await database.drop();
  }
}

const notes = [
  households > 0
    ? `Members routes measured on ${households} seeded households.`
    : 'The households seeder (apps/api/src/seed/cli.ts) is not there yet: the members routes of routes.ts were skipped.',
  postgresUrl
    ? 'PostgreSQL: a throw-away database on BENCH_DATABASE_URL.'
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
