import { sql } from 'drizzle-orm';
import { purgeSessions, type SessionRules } from '../auth/session-store';
import type { Database } from './client';

const EVERY_SIX_HOURS = 6 * 60 * 60 * 1000;
const EVERY_HOUR = 60 * 60 * 1000;

/** Refreshes the planner's statistics. Without them a trigram name search on 100k households took 1.3 s instead of 0.1 s. */
export async function analyzeDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`analyze`);
}

/**
 * PostgreSQL keeps statistics fresh with autovacuum; the embedded PGlite has no background workers,
 * so the API analyzes at start and every six hours. Returns a stop function for shutdown.
 */
export function startEmbeddedMaintenance(database: Database, onError: (err: unknown) => void): () => void {
  if (database.kind !== 'pglite') return () => {};
  const run = () => void analyzeDatabase(database).catch(onError);
  const first = setTimeout(run, 1000);
  const timer = setInterval(run, EVERY_SIX_HOURS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

/**
 * Both databases: delete sessions that can no longer be used (revoked, idle or past their maximum lifetime),
 * at start and every hour, so the sessions table stays small. Every instance may run it; the delete is idempotent.
 */
export function startSessionHousekeeping(
  database: Database,
  rules: SessionRules,
  onError: (err: unknown) => void,
): () => void {
  const run = () => void purgeSessions(database.db, rules).catch(onError);
  const first = setTimeout(run, 2000);
  const timer = setInterval(run, EVERY_HOUR);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
