import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/db/client';

let migratedPglite: Promise<Blob> | undefined;

/**
 * The files of an in-memory PGlite with every migration run, made once per worker (the API files of a worker
 * share their modules): a copy starts in ~0.8 s where a new cluster and its migrations took ~2 s.
 */
function migratedPgliteFiles(): Promise<Blob> {
  migratedPglite ??= (async () => {
    const database = await openPglite(undefined);
    await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const files = await client.dumpDataDir('none');
    await database.close();
    return files;
  })();
  return migratedPglite;
}

/**
 * The database under test: in-memory PGlite, or a new throw-away database on the PostgreSQL of TEST_DATABASE_URL.
 * `migrated`: a PGlite starts from the worker's migrated copy (the caller's migrate() then finds nothing to do).
 */
export async function openTestDatabase(options: { migrated?: boolean } = {}): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres')
    return openPglite(undefined, options.migrated ? await migratedPgliteFiles() : undefined);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `mvm_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A migration file's statements (`apps/api/drizzle/<file>`), for the tests that rerun its backfill. */
export const migrationStatements = (file: string): string[] =>
  readFileSync(path.join(import.meta.dirname, '../../drizzle', file), 'utf8').split(
    '--> statement-breakpoint',
  );

/** A new, empty database on TEST_DATABASE_URL's server (no connection open on it); `drop` removes it. */
export async function emptyPostgresDatabase(
  prefix = 'mvm_leeg',
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('an empty PostgreSQL database needs TEST_DATABASE_URL');
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
