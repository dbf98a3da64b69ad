import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export type AccountRow = typeof users.$inferSelect;

/** The account of a user name, compared without regard to case (as at login). */
export async function accountByUsername(db: Db, username: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}

export async function accountById(db: Db, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function setPasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Ends every session of the user except `keepSessionId`. */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked: true })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}
