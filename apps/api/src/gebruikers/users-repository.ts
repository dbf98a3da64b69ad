import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles, userRoles, users } from '../db/schema';
import { present } from '@mvm/domain/present';

export type NamedRoleRow = { id: number; name: string; verbs: string[]; endpoints: string[] };

/** The roles of these names that exist, with their permissions. */
export async function rolesByName(db: Db, names: string[]): Promise<NamedRoleRow[]> {
  if (names.length === 0) return [];
  return db
    .select({ id: roles.id, name: roles.name, verbs: roles.verbs, endpoints: roles.endpoints })
    .from(roles)
    .where(inArray(roles.name, names));
}

export async function setUserRoles(db: Db, userId: number, roleIds: number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

/** The id of the user with this name, compared without regard to case. */
export async function userIdByUsername(db: Db, username: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row?.id;
}

export type NewUser = { username: string; name: string; passwordHash: string };

export async function insertUser(db: Db, values: NewUser): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  // INSERT … RETURNING of one row always returns that row.
  return present(row, 'the inserted user').id;
}

export async function updateUserRow(db: Db, id: number, changes: Partial<NewUser>, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id));
}

/** Whether a user was deleted. */
export async function deleteUserRow(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
}

/** Every role grant with its permissions: who holds which verbs on which paths. */
export async function roleGrants(db: Db) {
  return db
    .select({ userId: userRoles.userId, verbs: roles.verbs, endpoints: roles.endpoints })
    .from(userRoles)
    .innerJoin(roles, eq(userRoles.roleId, roles.id));
}
