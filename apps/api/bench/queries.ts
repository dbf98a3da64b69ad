// `npx tsx apps/api/bench/queries.ts`: the statements each bench route sends to the database, with their
// count per request and, with EXPLAIN=1, the plan of each (EXPLAIN (ANALYZE, BUFFERS)); EXPLAIN_REPEAT=n adds
// the median planning and execution time of n runs, TIMES=n the time of n requests alone. Runs the app in
// this process (app.inject) on DATABASE_URL (PostgreSQL) or on DATA_DIR's embedded database; the database
// must hold an `admin` with ADMIN_PASSWORD (the bench's seeded databases do). Evidence, not a timing:
// the plans and the round trips per request are what `npm run bench` cannot show.
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfigOrExit } from '../src/config';
import * as client from '../src/db/client';
import type { Database } from '../src/db/client';

const { openPglite, openPostgres } = client;
// Older checkouts (BENCH_API_ROOT comparisons) have no connection settings.
const CONNECTION_SETTINGS: Record<string, string> =
  (client as { CONNECTION_SETTINGS?: Record<string, string> }).CONNECTION_SETTINGS ?? {};
import { BENCH_ROUTES, resolveRoutes } from './routes';

type Statement = { text: string; values: unknown[] };
const captured: Statement[] = [];
let capturing = false;

const config = loadConfigOrExit();
let database: Database;
let explain: (s: Statement) => Promise<string>;
if (config.databaseUrl) {
  // Every statement of the pool and of its transactions goes through Client.prototype.query.
  // eslint-disable-next-line @typescript-eslint/unbound-method -- re-bound with apply below
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
    if (capturing) {
      const text = typeof first === 'string' ? first : first.text;
      const values =
        (typeof first === 'string' ? undefined : first.values) ?? (second as unknown[] | undefined) ?? [];
      captured.push({ text, values });
    }
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
  database = await openPostgres(config.databaseUrl, config.databasePoolSize);
  // The same settings as the API's connections (the typo search depends on them).
  const options = Object.entries(CONNECTION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const client = new pg.Client({ connectionString: config.databaseUrl, options });
  await client.connect();
  explain = async (s) => {
    await client.query('begin');
    try {
      const result = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${s.text}`,
        s.values,
      );
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await client.query('rollback');
    }
  };
} else {
  // drizzle's PGlite driver calls query() on the instance (statements inside a transaction go through the
  // transaction object and are not seen here).
  const { PGlite } = await import('@electric-sql/pglite');
  // eslint-disable-next-line @typescript-eslint/unbound-method -- re-bound with apply below
  const original = PGlite.prototype.query as (...args: unknown[]) => unknown;
  let instance: InstanceType<typeof PGlite> | undefined;
  PGlite.prototype.query = function (this: InstanceType<typeof PGlite>, ...args: unknown[]) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the API's PGlite, kept to explain statements on
    instance = this;
    const [text, values] = args as [string, unknown[] | undefined];
    if (capturing) captured.push({ text, values: values ?? [] });
    return original.apply(this, args);
  } as typeof PGlite.prototype.query;
  database = await openPglite(config.dataDir);
  // The API's single embedded session; a statement of a transaction is not captured (see above).
  explain = async (s) => {
    if (!instance) return '(no statement seen yet)';
    const result = await instance.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${s.text}`,
      s.values,
    );
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  };
}

const app = await buildApp({ db: database.db, config: { ...config, seedDemo: false } });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/login',
  payload: { username: 'admin', password: config.adminPassword },
});
if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
const token = login.json<{ token: string }>().token;
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const routes = await resolveRoutes(address, token, BENCH_ROUTES);
const only = process.env.BENCH_ROUTES?.split(',').map((name) => name.trim());

for (const route of routes) {
  if (only && !only.some((o) => route.name.includes(o))) continue;
  // Once to warm caches, once measured.
  const call = () =>
    app.inject({ method: route.method, url: route.path, headers: { authorization: `Bearer ${token}` } });
  await call();
  captured.length = 0;
  capturing = true;
  const started = performance.now();
  const response = await call();
  const ms = performance.now() - started;
  capturing = false;
  const statements = [...captured];
  // TIMES=n: n more calls one after the other; the fastest and the median say what one request costs
  // alone (the fastest is the least disturbed by other work on a shared machine).
  const times: number[] = [];
  for (let i = 0; i < Number(process.env.TIMES ?? 0); i++) {
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const [fastest] = times;
  const median = times[Math.floor(times.length / 2)];
  const alone =
    fastest !== undefined && median !== undefined
      ? `, alone: fastest ${fastest.toFixed(1)} ms, median ${median.toFixed(1)} ms`
      : '';
  process.stdout.write(
    `\n=== ${route.method} ${route.path}: ${response.statusCode}, ${statements.length} statements, ${ms.toFixed(1)} ms${alone}\n`,
  );
  for (const s of statements) {
    process.stdout.write(`--- ${s.text.replace(/\s+/g, ' ').slice(0, 400)}\n`);
    if (process.env.EXPLAIN === '1' && /^\s*(select|with)/i.test(s.text)) {
      process.stdout.write(`${await explain(s)}\n`);
    }
    // EXPLAIN_REPEAT=n: the median planning and execution time of n more EXPLAIN ANALYZE runs (warm caches).
    const repeat = Number(process.env.EXPLAIN_REPEAT ?? 0);
    if (repeat > 0 && /^\s*(select|with)/i.test(s.text)) {
      const planning: number[] = [];
      const execution: number[] = [];
      for (let i = 0; i < repeat; i++) {
        const plan = await explain(s);
        planning.push(Number(/Planning Time: ([\d.]+)/.exec(plan)?.[1]));
        execution.push(Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1]));
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
      process.stdout.write(
        `    median of ${repeat}: planning ${median(planning)} ms, execution ${median(execution)} ms\n`,
      );
    }
  }
}
await app.close();
await database.close();
process.exit(0);
