import type { Role } from '@mvm/domain/auth/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles } from '../db/schema';
import { present } from '@mvm/domain/present';

type RoleRow = typeof roles.$inferSelect;
export type RoleValues = Pick<RoleRow, 'name' | 'verbs' | 'endpoints'>;

const toRole = (r: RoleRow): Role => ({ ID: r.id, name: r.name, verbs: r.verbs, endpoints: r.endpoints });

export async function listRoles(db: Db): Promise<Role[]> {
  return (await db.select().from(roles).orderBy(asc(roles.name))).map(toRole);
}

export async function getRole(db: Db, id: number): Promise<Role | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  return row ? toRole(row) : undefined;
}

export async function roleIdByName(db: Db, name: string): Promise<number | undefined> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)).limit(1);
  return row?.id;
}

export async function insertRole(db: Db, values: RoleValues): Promise<Role> {
  const [row] = await db.insert(roles).values(values).returning();
  // INSERT … RETURNING of one row always returns that row.
  return toRole(present(row, 'the inserted role'));
}

/** The updated role, or undefined when there is none with this id. */
export async function updateRoleRow(
  db: Db,
  id: number,
  values: RoleValues,
  now: Date,
): Promise<Role | undefined> {
  const [row] = await db
    .update(roles)
    .set({ ...values, updatedAt: now })
    .where(eq(roles.id, id))
    .returning();
  return row ? toRole(row) : undefined;
}

/** Whether a role was deleted. */
export async function deleteRoleRow(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(roles).where(eq(roles.id, id)).returning({ id: roles.id });
  return deleted.length > 0;
}
