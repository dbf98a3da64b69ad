import { eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { HttpError } from '../errors';

export const LOGIN_WINDOW_MINUTES = 15;
const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;
/** Per user name from one address, and per address: a lock for the rest of the window. */
const MAX_FAILURES = { pair: 5, ip: 20 } as const;
/**
 * Per user name from any address (issue 6): never a lock, a growing cool-down. After NAME_FREE_FAILURES
 * failures each further attempt waits 2, 4, 8 … seconds after the last failure, at most NAME_MAX_DELAY_S,
 * so guessing from many addresses stays slow while the real user at their own desk is never locked out
 * for good; an administrator can lift it. Counts start over a day after the last failure.
 */
const NAME_FREE_FAILURES = 10;
const NAME_MAX_DELAY_S = 300;
const NAME_RESET_MS = 24 * 3_600_000;

const norm = (value: string) => value.toLowerCase();
const keys = (username: string, ip: string) => ({
  pair: `user:${norm(username)}@${ip}`,
  ip: `ip:${ip}`,
  name: `name:${norm(username)}`,
});

export const nameDelaySeconds = (failures: number): number =>
  failures < NAME_FREE_FAILURES ? 0 : Math.min(2 ** (failures - NAME_FREE_FAILURES + 1), NAME_MAX_DELAY_S);

async function row(db: Db, key: string) {
  const [found] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key)).limit(1);
  return found;
}

/** Seconds until this user name may try again from this address; 0 when it may try now. */
export async function loginWaitSeconds(
  db: Db,
  username: string,
  ip: string,
  now = new Date(),
): Promise<number> {
  const k = keys(username, ip);
  const [pair, byIp, byName] = await Promise.all([row(db, k.pair), row(db, k.ip), row(db, k.name)]);
  const waits = [0];
  for (const [found, max] of [
    [pair, MAX_FAILURES.pair],
    [byIp, MAX_FAILURES.ip],
  ] as const) {
    const left = found ? found.windowStart.getTime() + WINDOW_MS - now.getTime() : 0;
    if (found && found.failures >= max && left > 0) waits.push(left / 1000);
  }
  if (byName) {
    // For the name key, windowStart holds the time of the last failure.
    const left = byName.windowStart.getTime() + nameDelaySeconds(byName.failures) * 1000 - now.getTime();
    if (left > 0) waits.push(left / 1000);
  }
  return Math.ceil(Math.max(...waits));
}

/** Throws the Dutch 429 while this user name may not try from this address. */
export async function assertLoginAllowed(db: Db, username: string, ip: string, now = new Date()) {
  const wait = await loginWaitSeconds(db, username, ip, now);
  if (wait <= 0) return;
  const when = wait < 90 ? `${wait} seconden` : `${Math.ceil(wait / 60)} minuten`;
  throw new HttpError(429, `Te veel mislukte aanmeldpogingen. Probeer het over ${when} opnieuw.`);
}

export async function recordLoginFailure(
  db: Db,
  username: string,
  ip: string,
  now = new Date(),
): Promise<void> {
  const k = keys(username, ip);
  const windowStart = new Date(now.getTime() - WINDOW_MS).toISOString();
  const nameReset = new Date(now.getTime() - NAME_RESET_MS).toISOString();
  // One statement per key, so two instances counting at once never lose a failure.
  for (const key of [k.pair, k.ip]) {
    await db
      .insert(loginAttempts)
      .values({ key, failures: 1, windowStart: now })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${loginAttempts.windowStart} < ${windowStart} then 1 else ${loginAttempts.failures} + 1 end`,
          windowStart: sql`case when ${loginAttempts.windowStart} < ${windowStart} then ${now.toISOString()}::timestamptz else ${loginAttempts.windowStart} end`,
        },
      });
  }
  await db
    .insert(loginAttempts)
    .values({ key: k.name, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${loginAttempts.windowStart} < ${nameReset} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStart: sql`${now.toISOString()}::timestamptz`,
      },
    });
}

/** After a good login: this name's failures from this address and its cool-down are forgotten. */
export async function clearLoginFailures(db: Db, username: string, ip: string): Promise<void> {
  const k = keys(username, ip);
  await db.delete(loginAttempts).where(or(eq(loginAttempts.key, k.pair), eq(loginAttempts.key, k.name)));
}

/** An administrator lifts every lock and cool-down of a user name, from every address. */
export async function liftLoginLocks(db: Db, username: string): Promise<void> {
  const name = norm(username).replace(/[\\%_]/g, (c) => `\\${c}`);
  await db
    .delete(loginAttempts)
    .where(or(eq(loginAttempts.key, `name:${norm(username)}`), like(loginAttempts.key, `user:${name}@%`)));
}
