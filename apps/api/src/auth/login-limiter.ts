import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';

export const LOGIN_WINDOW_MINUTES = 15;
const MAX_FAILURES = { user: 5, ip: 20 } as const;

type KeyKind = keyof typeof MAX_FAILURES;
const key = (kind: KeyKind, value: string) => `${kind}:${value.toLowerCase()}`;

async function failuresInWindow(db: Db, k: string, now: Date): Promise<number> {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, k)).limit(1);
  if (!row) return 0;
  const age = now.getTime() - row.windowStart.getTime();
  return age > LOGIN_WINDOW_MINUTES * 60_000 ? 0 : row.failures;
}

/** True when this user name or address has failed too often within the window. */
export async function isLoginBlocked(
  db: Db,
  username: string,
  ip: string,
  now = new Date(),
): Promise<boolean> {
  const [byUser, byIp] = await Promise.all([
    failuresInWindow(db, key('user', username), now),
    failuresInWindow(db, key('ip', ip), now),
  ]);
  return byUser >= MAX_FAILURES.user || byIp >= MAX_FAILURES.ip;
}

export async function recordLoginFailure(
  db: Db,
  username: string,
  ip: string,
  now = new Date(),
): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000);
  for (const k of [key('user', username), key('ip', ip)]) {
    // One statement, so two instances counting at once never lose a failure.
    await db
      .insert(loginAttempts)
      .values({ key: k, failures: 1, windowStart: now })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${loginAttempts.windowStart} < ${windowStart.toISOString()} then 1 else ${loginAttempts.failures} + 1 end`,
          windowStart: sql`case when ${loginAttempts.windowStart} < ${windowStart.toISOString()} then ${now.toISOString()}::timestamptz else ${loginAttempts.windowStart} end`,
        },
      });
  }
}

export async function clearLoginFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key('user', username)));
}
