import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, renameSync, rmSync, rmdirSync } from 'node:fs';
import { chmod, rename } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, SERVER_APPLICATION_NAME } from '../db/client';
import { claimDataDir, DataDirError, failureReason } from '../db/data-dir-lock';
import { openEmbeddedDatabase } from '../db/embedded-database';
import { hasFiles, KEPT_ASIDE_PREFIX, markComplete, pgliteDir, timestamp } from '../db/embedded-folder';
import { countRows, isCompletedDatabase } from '../db/table-counts';
import { readPgliteBackup } from './archive';

// Issue 12: backups of both databases. The embedded database is dumped with PGlite's own dumpDataDir
// (a gzip'd tar of its data directory); PostgreSQL with pg_dump's custom format, restored by pg_restore.
// Issue 25: neither touches a database that is in use or replaces one before the backup proved whole.

/** A backup holds every family's data: only the owner may read it. */
const PRIVATE = 0o600;

/**
 * Issue 25: the running server backs up its own embedded database (a second PGlite on the same files would
 * damage them). Inside a PGlite transaction no other statement runs (PGlite queues every query behind its
 * transaction lock), so the files are copied between two statements: every write acknowledged before is in,
 * none is half in. CHECKPOINT first writes the buffered pages to the files, so the copy starts without replay.
 */
export async function dumpLivePglite(
  client: PGlite,
  file: string,
  onPaused?: (milliseconds: number) => void,
): Promise<void> {
  const paused = performance.now();
  // Uncompressed inside the transaction: the desks wait only while the files are read, not while they are packed.
  const tar = await client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    return client.dumpDataDir('none');
  });
  onPaused?.(performance.now() - paused);
  // Under another name until it is whole: a full disk never leaves a truncated backup under its name.
  const partial = `${file}.onvolledig`;
  try {
    await pipeline(
      Readable.fromWeb(tar.stream() as WebReadableStream<Uint8Array>),
      createGzip(),
      createWriteStream(partial, { mode: PRIVATE }),
    );
    await rename(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Refused while the server (or anything else) has DATA_DIR's database open: see data-dir-lock.ts. */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const { database } = await openEmbeddedDatabase(dataDir, 'back-up', { mayCreate: false });
  try {
    // Db's client is the PGlite instance (runsConcurrently in db/client.ts reads it the same way).
    await dumpLivePglite((database.db as unknown as { $client: PGlite }).$client, file);
  } finally {
    await database.close();
  }
}

export type PgliteRestore = {
  /** Where the replaced database was kept (never deleted by a restore), or null. */
  keptAside: string | null;
  /** The restored database's rows per table, counted before it replaced anything. */
  counts: Record<string, number>;
};

/**
 * Restores a PGlite backup into DATA_DIR (issue 25). The backup is unpacked into a scratch folder beside the
 * database, migrated and every table counted; only a database that passes replaces the current one, by
 * renaming folders on the same disk. An existing database is only replaced with `force`, and kept beside it
 * as pglite.voor-herstel-<time>. Refused while the server runs on DATA_DIR.
 */
export async function restorePglite(file: string, dataDir: string, force: boolean): Promise<PgliteRestore> {
  mkdirSync(dataDir, { recursive: true });
  const release = claimDataDir(dataDir, 'herstel');
  try {
    const live = pgliteDir(dataDir);
    if (hasFiles(live) && !force)
      throw new DataDirError(
        `${live} bevat al een database; gebruik --force om die te vervangen (ze wordt bewaard). Er is niets veranderd.`,
      );
    const stamp = timestamp();
    const scratch = path.join(dataDir, `pglite.herstel-${stamp}`);
    let counts: Record<string, number>;
    try {
      counts = await unpackAndCheck(file, scratch);
    } catch (err) {
      rmSync(scratch, { recursive: true, force: true });
      throw new DataDirError(
        `${file} is geen bruikbare back-up van de ingebouwde database (${failureReason(err)}). Er is niets veranderd.`,
      );
    }
    let keptAside: string | null = null;
    if (hasFiles(live)) {
      keptAside = path.join(dataDir, `${KEPT_ASIDE_PREFIX}${stamp}`);
      renameSync(live, keptAside);
    } else rmSync(live, { recursive: true, force: true });
    try {
      renameSync(pgliteDir(scratch), live);
    } catch (err) {
      if (keptAside) renameSync(keptAside, live);
      throw err;
    }
    rmdirSync(scratch);
    markComplete(dataDir, 'herstel');
    return { keptAside, counts };
  } finally {
    release();
  }
}

/** Unpacks the backup into `scratch` and checks it as a start would use it: migrated, every table read. */
export async function unpackAndCheck(file: string, scratch: string): Promise<Record<string, number>> {
  const restored = await openPglite(scratch, await readPgliteBackup(file));
  try {
    await restored.migrate();
    const counts = await countRows(restored.db);
    if (!isCompletedDatabase(counts))
      throw new Error('er staat geen afgewerkte database in (geen migraties of gebruikers)');
    return counts;
  } finally {
    await restored.close().catch(() => undefined);
  }
}

/**
 * Issue 25: a restore replaces every table under the running desks' feet; it is refused while any server of the
 * product has a connection to the database (wherever it runs), with a Dutch message. Nothing is changed.
 */
async function refuseWhileServed(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'mvm-herstel' });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1',
      [SERVER_APPLICATION_NAME],
    );
    if ((rows[0]?.n ?? 0) > 0)
      throw new DataDirError(
        'De back office draait nog op deze PostgreSQL-database. Stop eerst elke server (docker compose stop app, of systemctl stop mvm-backoffice) en herstel dan opnieuw. Er is niets veranderd.',
      );
  } finally {
    await client.end();
  }
}

/** pg_dump and pg_restore get the connection through PG* variables, so no password shows in a process list. */
function pgEnvironment(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  return {
    ...process.env,
    PGHOST: u.hostname,
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username),
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
    ...(u.searchParams.get('sslmode') ? { PGSSLMODE: u.searchParams.get('sslmode') ?? '' } : {}),
  };
}

class MissingTool extends Error {}

/** Runs a PostgreSQL client tool; its output is shown (`output: 'inherit'`) or dropped. */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  output: 'inherit' | 'ignore' = 'inherit',
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', output, 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (err) =>
      reject(
        new MissingTool(`${command} niet gevonden (${err.message}); installeer de PostgreSQL client-tools`),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} stopte met code ${code}: ${errors.trim()}`)),
    );
  });
}

export async function backupPostgres(url: string, file: string): Promise<void> {
  // Under another name until pg_dump finished: a failed dump never looks like a backup.
  const partial = `${file}.onvolledig`;
  try {
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`],
      pgEnvironment(url),
    );
    // pg_dump creates the file with the umask's mode.
    await chmod(partial, PRIVATE);
    await rename(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * Restores into the database of `url`, replacing the objects the backup holds (--clean --if-exists).
 * Issue 25: the whole file is read first (pg_restore into no database, output dropped), so a truncated or
 * damaged dump is refused before anything is dropped; then the restore runs as one transaction, so a failure
 * halfway (a full disk, a lost connection) rolls back to the database as it was.
 */
export async function restorePostgres(file: string, url: string): Promise<void> {
  const env = pgEnvironment(url);
  await refuseWhileServed(url);
  try {
    await run('pg_restore', ['--file=-', file], env, 'ignore');
  } catch (err) {
    if (err instanceof MissingTool) throw err;
    throw new Error(
      `${file} is geen volledige PostgreSQL-back-up (${failureReason(err)}). Er is niets veranderd.`,
    );
  }
  await run(
    'pg_restore',
    [
      `--dbname=${env.PGDATABASE ?? ''}`,
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      file,
    ],
    env,
  );
}
