import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles, sessions, userRoles, users } from '../db/schema';
import type { SessionUser } from '../types';
import { hashToken, newToken } from './tokens';

// Touching last_seen_at on every call would turn each read into a write; once a minute is precise enough.
const TOUCH_AFTER_MS = 60_000;

export async function createSession(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId });
  return token;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revoked: true }).where(eq(sessions.id, sessionId));
}

export async function revokeSessionsOfUser(db: Db, userId: number): Promise<void> {
  await db.update(sessions).set({ revoked: true }).where(eq(sessions.userId, userId));
}

export async function loadRoles(db: Db, userId: number): Promise<SessionUser['roles']> {
  const rows = await db
    .select({ ID: roles.id, name: roles.name, verbs: roles.verbs, endpoints: roles.endpoints })
    .from(userRoles)
    .innerJoin(roles, eq(userRoles.roleId, roles.id))
    .where(eq(userRoles.userId, userId));
  return rows;
}

/** The user behind a bearer token, or null when unknown, revoked or idle for longer than `idleMinutes`. */
export async function resolveSession(
  db: Db,
  token: string,
  idleMinutes: number,
  now = new Date(),
): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      username: users.username,
      name: users.name,
    })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.revoked, false)))
    .limit(1);
  if (!row) return null;
  const idleMs = now.getTime() - row.lastSeenAt.getTime();
  if (idleMs > idleMinutes * 60_000) {
    await revokeSession(db, row.sessionId);
    return null;
  }
  if (idleMs > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  const userRolesList = await loadRoles(db, row.id);
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    sessionId: row.sessionId,
    roles: userRolesList,
  };
}

/** Housekeeping: forget sessions that can no longer be used. */
export async function purgeSessions(db: Db, idleMinutes: number, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - idleMinutes * 60_000);
  await db.delete(sessions).where(lt(sessions.lastSeenAt, cutoff));
  await db.delete(sessions).where(eq(sessions.revoked, true));
}

export async function userIdsWithRole(db: Db, roleIds: number[]): Promise<number[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .where(inArray(userRoles.roleId, roleIds));
  return rows.map((r) => r.userId);
}

export const lowerUsername = (name: string) => sql`lower(${name})`;
