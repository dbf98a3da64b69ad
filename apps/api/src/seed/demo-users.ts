import { hashPassword, randomPassword } from '../auth/public';
import type { Db } from '../db/client';
import { roles, userRoles, users } from '../db/schema';
import { present } from '@mvm/domain/present';

type DemoRole = { name: string; verbs: string[]; endpoints: string[] };

const ALL = ['GET', 'POST', 'PUT', 'DELETE'];
// Looking a household up is part of every desk.
const lookup = ['/v1/lid/*', '/v1/leden/*'];
// The tickets a desk prints on the print agent inside the API (issue 24: a print needs a role granting
// its path). Not '/print-agent/*': that also opens the job log and the previews, with member numbers.
const prints = (...endpoints: string[]) => endpoints.map((e) => `/print-agent/${e}`);

/** One role per typical desk; the charity adjusts them in Gebruikers. */
export const DEMO_ROLES: DemoRole[] = [
  {
    name: 'onthaal',
    verbs: ALL,
    endpoints: [
      '/v1/onthaal/*',
      '/v1/punctuele/*',
      '/v1/punctuelehulp/*',
      '/v1/evenementen/*',
      '/v1/sinterklaas/*',
      '/v1/dashboard/*',
      '/v1/gevoelig',
      ...lookup,
      // Reception and market tickets, Sinterklaas, one-off help, the member card.
      ...prints('print', 'print-markt', 'sinterklaas', 'eenmaligen', 'lid'),
    ],
  },
  { name: 'voeding', verbs: ALL, endpoints: ['/v1/voeding/*', '/v1/dashboard/voeding/*', ...lookup] },
  { name: 'materiaal', verbs: ALL, endpoints: ['/v1/materiaal/*', ...lookup, ...prints('materiaal')] },
  {
    name: 'zeephuisje',
    verbs: ALL,
    endpoints: ['/v1/zeephuisje/*', '/v1/dashboard/zeephuisje/*', ...lookup],
  },
  { name: 'markt-scan', verbs: ['GET', 'POST'], endpoints: ['/v1/markten/scan/*'] },
  // Keeps the markets (with their scan page) and the four desks' item catalogues (Catalogus). A market is
  // saved and deleted under /v1/markt/ (spec 2 §5), not /v1/markten/: without it every save answered 403.
  {
    name: 'coordinator',
    verbs: ALL,
    endpoints: ['/v1/markten/*', '/v1/markt/*', '/v1/beheer/catalogus/*', ...lookup],
  },
  // Issue 27 item 8: looks at the desks and changes nothing — GET only, and no sensitive fields.
  {
    name: 'alleen-lezen',
    verbs: ['GET'],
    endpoints: [
      '/v1/onthaal/*',
      '/v1/punctuele/*',
      '/v1/punctuelehulp/*',
      '/v1/materiaal/*',
      '/v1/voeding/*',
      '/v1/zeephuisje/*',
      '/v1/evenementen/*',
      '/v1/sinterklaas/*',
      '/v1/markten/*',
      '/v1/markt/*',
      '/v1/dashboard/*',
      ...lookup,
    ],
  },
];

const DEMO_USERS = [
  { username: 'onthaal', name: 'Onthaal Demo', roles: ['onthaal'] },
  { username: 'voeding', name: 'Voeding Demo', roles: ['voeding'] },
  { username: 'materiaal', name: 'Materiaal Demo', roles: ['materiaal'] },
  { username: 'zeephuisje', name: 'Zeephuisje Demo', roles: ['zeephuisje'] },
  { username: 'coordinator', name: 'Coördinator Demo', roles: ['coordinator'] },
  { username: 'lezer', name: 'Lezer Demo', roles: ['alleen-lezen'] },
  // spec 1 §2: the user named Markt only uses the market scan page.
  { username: 'markt', name: 'Markt', roles: ['markt-scan'] },
];

/** Demo roles and users with random passwords, returned so the console can print the logins once. */
export async function seedDemoUsers(db: Db): Promise<{ username: string; password: string }[]> {
  const roleIds = new Map<string, number>();
  for (const role of DEMO_ROLES) {
    const [row] = await db
      .insert(roles)
      .values(role)
      .onConflictDoUpdate({ target: roles.name, set: { verbs: role.verbs, endpoints: role.endpoints } })
      .returning({ id: roles.id });
    roleIds.set(role.name, present(row, `role ${role.name}`).id);
  }
  const logins: { username: string; password: string }[] = [];
  for (const user of DEMO_USERS) {
    const password = randomPassword();
    const [row] = await db
      .insert(users)
      .values({ username: user.username, name: user.name, passwordHash: await hashPassword(password) })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) continue;
    await db
      .insert(userRoles)
      .values(user.roles.map((r) => ({ userId: row.id, roleId: present(roleIds.get(r), `demo role ${r}`) })));
    logins.push({ username: user.username, password });
  }
  return logins;
}
