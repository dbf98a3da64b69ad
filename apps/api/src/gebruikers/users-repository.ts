import type { User } from '@mvm/domain/gebruikers/schemas';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles, userRoles, users, webauthnCredentials } from '../db/schema';
import { badRequest, conflict } from '../errors';

/** Users as the API shows them: never a password hash. */
export async function listUsers(db: Db, ids?: number[]): Promise<User[]> {
  const base = db.select({ id: users.id, username: users.username, name: users.name }).from(users);
  const rows = await (ids ? base.where(inArray(users.id, ids)) : base).orderBy(asc(users.username));
  if (rows.length === 0) return [];
  const userIds = rows.map((r) => r.id);
  const [roleRows, keyRows] = await Promise.all([
    db
      .select({ userId: userRoles.userId, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(userRoles.roleId, roles.id))
      .where(inArray(userRoles.userId, userIds)),
    db
      .select({
        ID: webauthnCredentials.id,
        userId: webauthnCredentials.userId,
        createdAt: webauthnCredentials.createdAt,
      })
      .from(webauthnCredentials)
      .where(inArray(webauthnCredentials.userId, userIds)),
  ]);
  return rows.map((u) => ({
    ID: u.id,
    username: u.username,
    name: u.name,
    roles: roleRows
      .filter((r) => r.userId === u.id)
      .map((r) => r.name)
      .sort(),
    webauthnCredentials: keyRows
      .filter((k) => k.userId === u.id)
      .map((k) => ({ ID: k.ID, createdAt: k.createdAt.toISOString() })),
  }));
}

export async function getUser(db: Db, id: number): Promise<User | undefined> {
  return (await listUsers(db, [id]))[0];
}

export async function roleIdsByName(db: Db, names: string[]): Promise<number[]> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.name, unique));
  const missing = unique.filter((n) => !found.some((f) => f.name === n));
  if (missing.length > 0)
    throw badRequest(`Onbekende rol: ${missing.join(', ')}`, {
      roles: `Onbekende rol: ${missing.join(', ')}`,
    });
  return found.map((f) => f.id);
}

export async function setUserRoles(db: Db, userId: number, roleIds: number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export async function assertUsernameFree(db: Db, username: string, exceptId?: number): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  if (row && row.id !== exceptId) {
    throw conflict(`De gebruikersnaam '${username}' bestaat al`);
  }
}
