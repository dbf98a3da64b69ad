import { isAllowed } from '@mvm/domain';
import type { Db } from '../db/client';
import { conflict } from '../errors';
import { roleGrants } from './users-repository';

// Creating users and giving them roles: who can do both can repair every other access problem.
const ADMINISTERS_USERS: [string, string][] = [
  ['POST', '/v1/beheer/gebruikers'],
  ['PUT', '/v1/beheer/gebruikers/1'],
];

export const LAST_ADMINISTRATOR =
  'Dit kan niet: er moet minstens één gebruiker overblijven die gebruikers en hun rollen kan beheren';

/**
 * Run inside the transaction of a change to users or roles, after the change: when no user is left who
 * can administer users, the change is refused (409) and rolled back (issue 6).
 */
export async function assertSomeoneAdministersUsers(db: Db): Promise<void> {
  const rows = await roleGrants(db);
  const byUser = new Map<number, typeof rows>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  const someone = [...byUser.values()].some((userRolesList) =>
    ADMINISTERS_USERS.every(([verb, path]) => isAllowed(userRolesList, verb, path)),
  );
  if (!someone) throw conflict(LAST_ADMINISTRATOR);
}
