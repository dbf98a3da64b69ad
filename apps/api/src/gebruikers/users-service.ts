import type { User, UserCreate, UserUpdate } from '@mvm/domain/gebruikers/schemas';
import type { Actor } from '../actor';
import { audited } from '../audit/unit-of-work';
import {
  assertMayGrant,
  assertMayManageUser,
  deleteCredential,
  getUser,
  hashPassword,
  liftLoginLocks,
  listUsers,
  revokeSessionsOfUser,
} from '../auth/public';
import type { Db } from '../db/client';
import { badRequest, conflict, notFound } from '../errors';
import { assertSomeoneAdministersUsers } from './user-administrators';
import {
  deleteUserRow,
  insertUser,
  rolesByName,
  setUserRoles,
  updateUserRow,
  userIdByUsername,
} from './users-repository';

const NIET_GEVONDEN = 'Gebruiker niet gevonden';

/** GET /v1/beheer/gebruikers: every user, by user name. */
export const allUsers = (db: Db): Promise<User[]> => listUsers(db);

async function requireUser(db: Db, id: number): Promise<User> {
  const user = await getUser(db, id);
  if (!user) throw notFound(NIET_GEVONDEN);
  return user;
}

/** User names are unique without regard to case (409 otherwise). */
async function assertUsernameFree(db: Db, username: string, exceptId?: number): Promise<void> {
  const id = await userIdByUsername(db, username);
  if (id !== undefined && id !== exceptId) throw conflict(`De gebruikersnaam '${username}' bestaat al`);
}

/**
 * The ids of the named roles the actor may give (issue 24: only rights it holds itself, else 403); an unknown
 * name is a 400 naming it.
 */
async function grantableRoleIds(db: Db, actor: Actor, names: string[]): Promise<number[]> {
  const unique = [...new Set(names)];
  const found = await rolesByName(db, unique);
  const missing = unique.filter((n) => !found.some((f) => f.name === n));
  if (missing.length > 0) {
    const message = `Onbekende rol: ${missing.join(', ')}`;
    throw badRequest(message, { roles: message });
  }
  assertMayGrant(actor, found);
  return found.map((f) => f.id);
}

export async function createUser(db: Db, actor: Actor, body: UserCreate): Promise<User> {
  const passwordHash = await hashPassword(body.password);
  const id = await audited(db, actor, async (tx) => {
    await assertUsernameFree(tx, body.username);
    const ids = await grantableRoleIds(tx, actor, body.roles);
    const created = await insertUser(tx, { username: body.username, name: body.name, passwordHash });
    await setUserRoles(tx, created, ids);
    return {
      result: created,
      audit: {
        action: 'create',
        entity: 'gebruiker',
        entityId: created,
        details: { username: body.username, roles: body.roles },
      },
    };
  });
  return requireUser(db, id);
}

/**
 * A new password ends the user's sessions; a role change must leave someone who administers users. Only a user
 * whose rights the actor holds may be changed (issue 24).
 */
export async function updateUser(db: Db, actor: Actor, id: number, body: UserUpdate): Promise<User> {
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  await audited(db, actor, async (tx) => {
    await requireUser(tx, id);
    await assertMayManageUser(tx, actor, id, 'wijzigen');
    if (body.username) await assertUsernameFree(tx, body.username, id);
    const changes = {
      ...(body.username ? { username: body.username } : {}),
      ...(body.name ? { name: body.name } : {}),
      ...(passwordHash ? { passwordHash } : {}),
    };
    await updateUserRow(tx, id, changes, new Date());
    if (body.roles) {
      await setUserRoles(tx, id, await grantableRoleIds(tx, actor, body.roles));
      await assertSomeoneAdministersUsers(tx);
    }
    if (passwordHash) await revokeSessionsOfUser(tx, id);
    return {
      result: undefined,
      audit: { action: 'update', entity: 'gebruiker', entityId: id, details: { fields: Object.keys(body) } },
    };
  });
  return requireUser(db, id);
}

export async function deleteUser(db: Db, actor: Actor, id: number): Promise<void> {
  if (id === actor.userId) throw badRequest('Je kan jezelf niet verwijderen');
  await audited(db, actor, async (tx) => {
    await requireUser(tx, id);
    await assertMayManageUser(tx, actor, id, 'verwijderen');
    if (!(await deleteUserRow(tx, id))) throw notFound(NIET_GEVONDEN);
    await assertSomeoneAdministersUsers(tx);
    return { result: undefined, audit: { action: 'delete', entity: 'gebruiker', entityId: id } };
  });
}

/**
 * Issue 6: the per-name cool-down after failed logins never locks anyone out for good, and an
 * administrator can lift it (and every per-address lock of that name) at once.
 */
export async function liftLoginBlock(db: Db, actor: Actor, id: number): Promise<void> {
  const user = await requireUser(db, id);
  await audited(db, actor, async (tx) => {
    await assertMayManageUser(tx, actor, id, 'deblokkeren');
    await liftLoginLocks(tx, user.username);
    return {
      result: undefined,
      audit: {
        action: 'update',
        entity: 'gebruiker',
        entityId: user.ID,
        details: { fields: ['aanmeldblokkering'] },
      },
    };
  });
}

/** Beyond the spec: a lost USB key is taken off the account by an administrator. */
export async function deleteUserKey(
  db: Db,
  actor: Actor,
  id: number,
  keyId: number,
): Promise<User | undefined> {
  await audited(db, actor, async (tx) => {
    await assertMayManageUser(tx, actor, id, 'sleutels');
    if (!(await deleteCredential(tx, id, keyId))) throw notFound('USB-sleutel niet gevonden');
    return {
      result: undefined,
      audit: { action: 'delete', entity: 'usb-sleutel', entityId: keyId, details: { userId: id } },
    };
  });
  return getUser(db, id);
}
