import type { User } from '@mvm/domain/gebruikers/schemas';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles, userRoles, users, webauthnCredentials } from '../db/schema';

// The accounts as the API answers them (user administration, and a key's owner after its registration).

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
