import type { Database } from '../db/client';
import { purgeSessions, type SessionRules } from './session-repository';

const EVERY_HOUR = 60 * 60 * 1000;

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
