import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

// Issue 12: backups of both databases. The embedded database is dumped with PGlite's own dumpDataDir
// (a gzip'd tar of its data directory); PostgreSQL with pg_dump's custom format, restored by pg_restore.

const extensions = { pg_trgm, unaccent };
/** Where openPglite keeps the embedded database inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** A backup holds every family's data: only the owner may read it. */
const PRIVATE = 0o600;

export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(dir)) throw new Error(`Geen ingebouwde database in ${dir}`);
  const db = await PGlite.create({ dataDir: dir, extensions });
  try {
    const dump = await db.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: PRIVATE });
  } finally {
    await db.close();
  }
}

/**
 * Restores a PGlite backup into DATA_DIR. An existing database is only replaced with `force`, and then
 * kept beside it as pglite.voor-herstel-<time> (never deleted by a restore).
 */
export async function restorePglite(file: string, dataDir: string, force: boolean): Promise<string | null> {
  const dir = pgliteDir(dataDir);
  let keptAside: string | null = null;
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    if (!force)
      throw new Error(`${dir} bevat al een database; gebruik --force om die te vervangen (ze wordt bewaard)`);
    keptAside = `${dir}.voor-herstel-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, keptAside);
  }
  mkdirSync(dataDir, { recursive: true });
  const dump = new Blob([await readFile(file)]);
  const db = await PGlite.create({ dataDir: dir, loadDataDir: dump, extensions });
  // Opening proves the restored files are a database.
  await db.query('select 1');
  await db.close();
  return keptAside;
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

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (err) =>
      reject(new Error(`${command} niet gevonden (${err.message}); installeer de PostgreSQL client-tools`)),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} stopte met code ${code}: ${errors.trim()}`)),
    );
  });
}

export async function backupPostgres(url: string, file: string): Promise<void> {
  await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`],
    pgEnvironment(url),
  );
  // pg_dump creates the file with the umask's mode.
  await chmod(file, PRIVATE);
}

/** Restores into the database of `url`, replacing the objects the backup holds (--clean --if-exists). */
export async function restorePostgres(file: string, url: string): Promise<void> {
  const env = pgEnvironment(url);
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
