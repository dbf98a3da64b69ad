import { eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';

// The login limiter's counters (issue 6, issue 24): one row per key (`user:name@ip`, `ip:…`, `name:…`,
// `known:name@ip`); login-limiter.ts holds the rules that read them.

export type LoginAttemptRow = typeof loginAttempts.$inferSelect;

export async function findAttempt(db: Db, key: string): Promise<LoginAttemptRow | undefined> {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key)).limit(1);
  return row;
}

export function attemptRows(db: Db, keys: string[]): Promise<LoginAttemptRow[]> {
  return db.select().from(loginAttempts).where(inArray(loginAttempts.key, keys));
}

/**
 * Locks the counters' rows (created when missing) in the order of `keys` by a single statement, and returns
 * them as they are now; a no-op update locks an existing row.
 */
export function lockAttemptRows(tx: Db, keys: string[], now: Date): Promise<LoginAttemptRow[]> {
  return tx
    .insert(loginAttempts)
    .values(keys.map((key) => ({ key, failures: 0, windowStart: now })))
    .onConflictDoUpdate({ target: loginAttempts.key, set: { failures: sql`${loginAttempts.failures}` } })
    .returning();
}

/**
 * Counts one attempt as a failure: per address within the window (a window older than `windowStart` starts
 * over at `at`), per name since `nameReset` (its windowStart holds the last failure).
 */
export async function countAttempt(
  tx: Db,
  keys: { perAddress: string[]; name: string },
  { windowStart, nameReset, at, now }: { windowStart: string; nameReset: string; at: string; now: Date },
): Promise<void> {
  await tx
    .update(loginAttempts)
    .set({
      failures: sql`case when ${loginAttempts.windowStart} < ${windowStart} then 1 else ${loginAttempts.failures} + 1 end`,
      windowStart: sql`case when ${loginAttempts.windowStart} < ${windowStart} then ${at}::timestamptz else ${loginAttempts.windowStart} end`,
    })
    .where(inArray(loginAttempts.key, keys.perAddress));
  await tx
    .update(loginAttempts)
    .set({
      failures: sql`case when ${loginAttempts.windowStart} < ${nameReset} then 1 else ${loginAttempts.failures} + 1 end`,
      windowStart: now,
    })
    .where(eq(loginAttempts.key, keys.name));
}

/**
 * A verified login: the pair's and the name's rows go, the address gets an attempt back, the known address is
 * recorded. One row per statement, so these never wait for one row while holding another.
 */
export async function forgetFailures(
  db: Db,
  keys: { pair: string; name: string; ip: string; known: string },
  now: Date,
): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, keys.pair));
  await db.delete(loginAttempts).where(eq(loginAttempts.key, keys.name));
  await db
    .update(loginAttempts)
    .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
    .where(eq(loginAttempts.key, keys.ip));
  await db
    .insert(loginAttempts)
    .values({ key: keys.known, failures: 0, windowStart: now })
    .onConflictDoUpdate({ target: loginAttempts.key, set: { windowStart: now } });
}

/** Two statements: the name's row first, as reserveLoginAttempt locks it before the per-address rows. */
export async function deleteAttemptsOf(db: Db, nameKey: string, pairPattern: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, nameKey));
  await db.delete(loginAttempts).where(like(loginAttempts.key, pairPattern));
}
