import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ResilientPool } from './postgres-pool';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers share this query-builder type, so repositories never know which database runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** PostgreSQL's address (for pg_dump); none for the embedded database. */
  url?: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * Settings of every connection of the API, on both databases (docs/decisions.md, "Name search"):
 * - `random_page_cost` 1.1 instead of 4: the data is in memory (PGlite) or on SSD, where a random page costs
 *   about what a sequential one does; with 4 the planner scanned all 100,000 households for a common name
 *   instead of reading the ~2,000 matches through the trigram index.
 * - `pg_trgm.word_similarity_threshold` 0.45 instead of 0.6: a name search tolerates a typo per word ('jannsens'
 *   finds Janssens at 0.5). Only the name search uses `<%`. Set per connection, so the typo search is one
 *   statement instead of a transaction that sets it first.
 */
export const CONNECTION_SETTINGS = { random_page_cost: '1.1', 'pg_trgm.word_similarity_threshold': '0.45' };

/**
 * `dataDir` undefined = in memory (tests). `loadDataDir`: start from a copy of another instance's files
 * (`dumpDataDir`), which skips creating the cluster (the tests' migrated database, helpers/database.ts).
 */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir: path.join(dataDir, 'pglite') } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
  });
  // One session for the life of the process.
  for (const [name, value] of Object.entries(CONNECTION_SETTINGS))
    await client.query('select set_config($1, $2, false)', [name, value]);
  // Both drivers' databases are PgDatabase with the same schema; Db is their common type.
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * Whether `db` can run statements at the same time: a PostgreSQL pool can (one connection each), the embedded
 * PGlite is one session that runs them one after the other.
 */
export const runsConcurrently = (db: Db): boolean => (db as { $client?: unknown }).$client instanceof pg.Pool;

/** The name the server's connections carry, so a restore can see that the product runs (backups/dump.ts). */
export const SERVER_APPLICATION_NAME = 'mvm-backoffice';

export async function openPostgres(url: string, max = 10): Promise<Database> {
  // Sent with the connection's startup packet: no extra round trip.
  const options = Object.entries(CONNECTION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  // A connection the server cuts (restart, failover, admin kill) is replaced; the requests meanwhile get a 503.
  const pool = new ResilientPool(
    // The name lets a restore see that a server still runs on the database (backups/dump.ts).
    { connectionString: url, max, options, application_name: SERVER_APPLICATION_NAME },
    (err) => process.stderr.write(`PostgreSQL-verbinding verbroken: ${err.message}\n`),
  );
  // Fail fast with a clear message when the server is unreachable.
  await pool.query('select 1');
  // See openPglite: Db is the drivers' common type.
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    url,
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    close: () => pool.end(),
  };
}
