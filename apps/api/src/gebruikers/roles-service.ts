import type { Role } from '@mvm/domain/auth/schemas';
import type { RoleInput } from '@mvm/domain/gebruikers/schemas';
import type { Actor } from '../actor';
import { audited } from '../audit/unit-of-work';
import { assertMayChangeRole, assertRoleWithinActor, userIdsWithRole } from '../auth/public';
import type { Db } from '../db/client';
import { conflict, notFound } from '../errors';
import {
  deleteRoleRow,
  getRole,
  insertRole,
  listRoles,
  roleIdByName,
  updateRoleRow,
} from './roles-repository';
import { assertSomeoneAdministersUsers } from './user-administrators';

const NIET_GEVONDEN = 'Rol niet gevonden';

/** GET /v1/beheer/rollen: every role with its permissions. */
export const allRoles = (db: Db): Promise<Role[]> => listRoles(db);

/** Role names are unique (409 on a duplicate). */
async function assertRoleNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  const id = await roleIdByName(db, name);
  if (id !== undefined && id !== exceptId) throw conflict(`De rol '${name}' bestaat al`);
}

/** The role that is changed or deleted; 404 when there is none. */
async function requireRole(db: Db, id: number): Promise<Role> {
  const role = await getRole(db, id);
  if (!role) throw notFound(NIET_GEVONDEN);
  return role;
}

/** Issue 24: a role gives nothing beyond its maker's rights. */
export function createRole(db: Db, actor: Actor, body: RoleInput): Promise<Role> {
  assertRoleWithinActor(actor, body);
  return audited(db, actor, async (tx) => {
    await assertRoleNameFree(tx, body.name);
    const created = await insertRole(tx, body);
    return {
      result: created,
      audit: { action: 'create', entity: 'rol', entityId: created.ID, details: body },
    };
  });
}

/**
 * A change must leave someone who administers users. Issue 24: the actor must hold what the role gives, before
 * and after the change, so nobody widens a role (their own included) or narrows one that gives more than theirs.
 */
export function updateRole(db: Db, actor: Actor, id: number, body: RoleInput): Promise<Role> {
  return audited(db, actor, async (tx) => {
    assertMayChangeRole(actor, await requireRole(tx, id), 'wijzigen');
    assertRoleWithinActor(actor, body);
    await assertRoleNameFree(tx, body.name, id);
    const updated = await updateRoleRow(tx, id, body, new Date());
    if (!updated) throw notFound(NIET_GEVONDEN);
    await assertSomeoneAdministersUsers(tx);
    return { result: updated, audit: { action: 'update', entity: 'rol', entityId: id, details: body } };
  });
}

/** A role still given to a user cannot be deleted: take it away from the users first. */
export async function deleteRole(db: Db, actor: Actor, id: number): Promise<void> {
  await audited(db, actor, async (tx) => {
    assertMayChangeRole(actor, await requireRole(tx, id), 'verwijderen');
    if ((await userIdsWithRole(tx, [id])).length > 0) {
      throw conflict('Deze rol is nog toegekend aan gebruikers; haal hem eerst bij hen weg');
    }
    if (!(await deleteRoleRow(tx, id))) throw notFound(NIET_GEVONDEN);
    return { result: undefined, audit: { action: 'delete', entity: 'rol', entityId: id } };
  });
}
