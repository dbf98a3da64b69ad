import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authEpoch, roles, sessions, userRoles } from '../db/schema';
import type { SessionUser } from '../types';
import { hashToken, newToken } from './tokens';

/**
 * The two session rules (docs/decisions.md, "Sessions"): a session ends SESSION_IDLE_MINUTES after its last
 * call, and SESSION_MAX_HOURS after its login whatever the activity. `AppConfig` satisfies this type.
 */
export type SessionRules = { sessionIdleMinutes: number; sessionMaxHours: number };

export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now });
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

type SessionRow = {
  session_id: number;
  id: number;
  username: string;
  name: string;
  roles: SessionUser['roles'] | string;
  created_at: Date | string;
  last_seen_at: Date | string;
  epoch: number | string;
};

/** A live session as read from the database, with what a cache needs to check it again without asking. */
export type SessionLookup = {
  user: SessionUser;
  /** Login time: the session ends SESSION_MAX_HOURS after it. */
  createdAt: Date;
  /** The session's last call as now recorded in the database (this one included). */
  lastSeenAt: Date;
  /** `auth_epoch` as this statement saw it (see session-cache.ts). */
  epoch: number;
};

/**
 * The user behind a bearer token, or null when unknown, revoked, idle for SESSION_IDLE_MINUTES or older than
 * SESSION_MAX_HOURS. One statement, one round trip: it checks both deadlines exactly (to the millisecond,
 * against `now`), records this call as the session's last one, and returns the user with its roles as they
 * are in the database now, with the auth epoch of the same snapshot. The API calls it through the
 * per-instance SessionCache (session-cache.ts), which reuses a lookup while the epoch is unchanged.
 */
export async function lookupSession(
  db: Db,
  token: string,
  rules: SessionRules,
  now = new Date(),
): Promise<SessionLookup | null> {
  const idleStart = new Date(now.getTime() - rules.sessionIdleMinutes * 60_000);
  const maxStart = new Date(now.getTime() - rules.sessionMaxHours * 3_600_000);
  // `greatest` keeps the latest call when two requests of one session race; the conditions make a session
  // end at last call + idle time and at login + maximum lifetime exactly (still valid one millisecond before).
  // Both drivers answer `{ rows }` (node-postgres' QueryResult, PGlite's Results); the shared Db type does not say so.
  const result = (await db.execute<SessionRow>(sql`
    with no_flush as (select set_config('synchronous_commit', 'off', true)),
    touched as (
      update ${sessions}
         set last_seen_at = greatest(${sessions.lastSeenAt}, ${now.toISOString()}::timestamptz)
       where ${sessions.tokenHash} = ${hashToken(token)}
         and not ${sessions.revoked}
         and ${sessions.lastSeenAt} > ${idleStart.toISOString()}::timestamptz
         and ${sessions.createdAt} > ${maxStart.toISOString()}::timestamptz
         and exists (select from no_flush)
      returning ${sessions.id} as session_id, ${sessions.userId} as user_id,
                ${sessions.createdAt} as created_at, ${sessions.lastSeenAt} as last_seen_at
    )
    select t.session_id, u.id, u.username, u.name, t.created_at, t.last_seen_at,
           (select ${authEpoch.value} from ${authEpoch} where ${authEpoch.id} = 1) as epoch,
           coalesce((select json_agg(json_build_object('ID', r.id, 'name', r.name, 'verbs', r.verbs,
                                                      'endpoints', r.endpoints) order by r.id)
                       from user_roles ur join roles r on r.id = ur.role_id
                      where ur.user_id = u.id), '[]'::json) as roles
      from touched t join users u on u.id = t.user_id`)) as { rows: SessionRow[] };
  const row = result.rows[0];
  if (!row) return null;
  return {
    user: {
      id: row.id,
      username: row.username,
      name: row.name,
      sessionId: row.session_id,
      // node-postgres parses json; PGlite too, but a driver that hands back text is handled as well.
      // The json_agg above builds exactly SessionUser['roles'].
      roles: typeof row.roles === 'string' ? (JSON.parse(row.roles) as SessionUser['roles']) : row.roles,
    },
    createdAt: new Date(row.created_at),
    lastSeenAt: new Date(row.last_seen_at),
    // bigint: node-postgres hands it back as text.
    epoch: Number(row.epoch),
  };
}

/** `lookupSession` without the cache's extras: the user, or null. */
export async function resolveSession(
  db: Db,
  token: string,
  rules: SessionRules,
  now = new Date(),
): Promise<SessionUser | null> {
  return (await lookupSession(db, token, rules, now))?.user ?? null;
}

// Read on every cached request: a named statement built once per database and planned once per connection
// (as loadDossier's read).
const epochReads = new WeakMap<Db, ReturnType<typeof prepareEpochRead>>();
const prepareEpochRead = (db: Db) =>
  db.select({ value: authEpoch.value }).from(authEpoch).where(eq(authEpoch.id, 1)).prepare('auth_epoch');
function epochRead(db: Db) {
  let read = epochReads.get(db);
  if (!read) epochReads.set(db, (read = prepareEpochRead(db)));
  return read;
}

/** The current auth epoch: one row by primary key, no write. */
export async function readAuthEpoch(db: Db): Promise<number> {
  const [row] = await epochRead(db).execute();
  // The migration inserts the row; a database without it never matches a cached epoch.
  return row?.value ?? -1;
}

/**
 * Calls answered from a cache, recorded as the sessions' last calls (`greatest`, so an older time never
 * overwrites a newer one; a revoked session is left alone). One statement for all of them, committed
 * asynchronously like the per-request touch of `lookupSession`.
 */
export async function recordCalls(db: Db, calls: { sessionId: number; at: Date }[]): Promise<void> {
  if (calls.length === 0) return;
  const values = sql.join(
    calls.map((c) => sql`(${c.sessionId}::integer, ${c.at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`
    with no_flush as (select set_config('synchronous_commit', 'off', true))
    update ${sessions} set last_seen_at = greatest(${sessions.lastSeenAt}, v.at)
      from (values ${values}) as v(id, at)
     where ${sessions.id} = v.id and not ${sessions.revoked} and exists (select from no_flush)`);
}

/**
 * Housekeeping: forget sessions that can no longer be used (revoked, idle past the idle time, older than the
 * maximum lifetime). Run at start and every hour by the API (main.ts); a session it has not reached yet is
 * refused by `resolveSession` all the same.
 */
export async function purgeSessions(db: Db, rules: SessionRules, now = new Date()): Promise<number> {
  const idleStart = new Date(now.getTime() - rules.sessionIdleMinutes * 60_000);
  const maxStart = new Date(now.getTime() - rules.sessionMaxHours * 3_600_000);
  const result = await db.execute(sql`
    delete from ${sessions}
     where ${sessions.revoked}
        or ${sessions.lastSeenAt} <= ${idleStart.toISOString()}::timestamptz
        or ${sessions.createdAt} <= ${maxStart.toISOString()}::timestamptz`);
  // node-postgres and PGlite both report rowCount on a delete; the shared Db type does not say so.
  return (result as { rowCount?: number | null; affectedRows?: number }).rowCount ?? 0;
}

export async function userIdsWithRole(db: Db, roleIds: number[]): Promise<number[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .where(inArray(userRoles.roleId, roleIds));
  return rows.map((r) => r.userId);
}
