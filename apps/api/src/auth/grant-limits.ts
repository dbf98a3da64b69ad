import { areRolesWithin, isRoleWithin, type RolePermissions } from '@mvm/domain';
import type { Actor } from '../actor';
import { loadRoles } from './session-repository';
import type { Db } from '../db/client';
import { forbidden } from '../errors';

/**
 * Issue 24: whoever may manage users and roles gives away only rights it holds itself (packages/domain
 * permissions/coverage.ts decides "holds"), and touches no user who holds rights it lacks. Otherwise a role
 * that may manage users would be an administrator: it could give itself the admin role or take over the
 * administrator's account.
 */

type NamedRole = RolePermissions & { name: string };

const quoted = (roles: readonly NamedRole[]) => roles.map((r) => `'${r.name}'`).join(', ');

/** Roles given to a user (created or changed) must each be within the actor's rights. */
export function assertMayGrant(actor: Actor, roles: readonly NamedRole[]): void {
  const beyond = roles.filter((role) => !isRoleWithin(role, actor.roles));
  if (beyond.length === 0) return;
  const what = beyond.length === 1 ? `de rol ${quoted(beyond)}` : `de rollen ${quoted(beyond)}`;
  throw forbidden(`Je kan ${what} niet toekennen: die geeft rechten die jij niet hebt`);
}

/** A role created or saved must give nothing beyond the actor's rights. */
export function assertRoleWithinActor(actor: Actor, role: RolePermissions): void {
  if (!isRoleWithin(role, actor.roles)) {
    throw forbidden('Je kan geen rol opslaan die rechten geeft die jij niet hebt');
  }
}

/** A role that is changed or deleted must not give more than the actor holds either (its current content). */
export function assertMayChangeRole(actor: Actor, role: NamedRole, action: 'wijzigen' | 'verwijderen'): void {
  if (!isRoleWithin(role, actor.roles)) {
    throw forbidden(`Je kan de rol '${role.name}' niet ${action}: die geeft rechten die jij niet hebt`);
  }
}

const MEER_RECHTEN = 'die gebruiker heeft rechten die jij niet hebt';
const USER_REFUSALS = {
  wijzigen: `Je kan deze gebruiker niet wijzigen: ${MEER_RECHTEN}`,
  verwijderen: `Je kan deze gebruiker niet verwijderen: ${MEER_RECHTEN}`,
  deblokkeren: `Je kan de aanmeldblokkering van deze gebruiker niet opheffen: ${MEER_RECHTEN}`,
  sleutels: `Je kan de USB-sleutels van deze gebruiker niet beheren: ${MEER_RECHTEN}`,
};
export type UserAction = keyof typeof USER_REFUSALS;

/** Anything done to a user (password, name, roles, keys, locks, deletion) needs at least that user's rights. */
export async function assertMayManageUser(
  db: Db,
  actor: Actor,
  userId: number,
  action: UserAction,
): Promise<void> {
  if (!areRolesWithin(await loadRoles(db, userId), actor.roles)) throw forbidden(USER_REFUSALS[action]);
}
