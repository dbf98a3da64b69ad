import { count } from 'drizzle-orm';
import { hashPassword, randomPassword } from '../auth/public';
import type { Db } from '../db/client';
import { roles, userRoles, users } from '../db/schema';
import { present } from '@mvm/domain/present';

export const ADMIN_ROLE = { name: 'admin', verbs: ['*'], endpoints: ['*'] };

export async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

/**
 * DESIGN.md: when the database has no user yet, `admin` is created with ADMIN_PASSWORD,
 * or with a random password that is returned so it can be printed once.
 */
export async function ensureAdmin(
  db: Db,
  adminPassword: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  if (await hasUsers(db)) return { created: false };
  const password = adminPassword ?? randomPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values(ADMIN_ROLE)
      .onConflictDoUpdate({
        target: roles.name,
        set: { verbs: ADMIN_ROLE.verbs, endpoints: ADMIN_ROLE.endpoints },
      })
      .returning({ id: roles.id });
    const [user] = await tx
      .insert(users)
      .values({ username: 'admin', name: 'Beheerder', passwordHash })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({
      userId: present(user, 'the inserted admin user').id,
      roleId: present(role, 'the upserted admin role').id,
    });
  });
  return adminPassword ? { created: true } : { created: true, generatedPassword: password };
}
