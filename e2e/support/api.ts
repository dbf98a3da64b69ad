import { inject } from 'vitest';
import './provided';

export type Login = { token: string; name: string };
export type RoleInput = { name: string; verbs: string[]; endpoints: string[] };
export type UserInput = { username: string; name: string; password: string; roles: string[] };

/** A test file that runs a server of its own (one it stops and starts again) points every helper at it. */
let ownServer: { baseUrl: string; adminPassword: string } | undefined;
export function useOwnServer(server: { baseUrl: string; adminPassword: string }): void {
  ownServer = server;
}

export const baseUrl = () => ownServer?.baseUrl ?? inject('baseUrl');
export const adminPassword = () => ownServer?.adminPassword ?? inject('adminPassword');

/** A call to the product's API from the test itself, outside the browser. */
export async function apiCall(
  path: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${baseUrl()}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

async function expectOk(response: Response, what: string): Promise<unknown> {
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${what} failed with ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

export async function apiLogin(username: string, password: string): Promise<Login> {
  const response = await apiCall('/login', { method: 'POST', body: { username, password } });
  return (await expectOk(response, `POST /login as ${username}`)) as Login;
}

export const adminLogin = () => apiLogin('admin', adminPassword());

/** A short random suffix, so every test creates its own users and roles on the shared server. */
export const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

export type CreatedUser = { username: string; password: string; name: string };

/**
 * A new role and a user holding only that role, created through the user management API as `admin`.
 * The user name is unique per call; the display name is what the test asks for (e.g. 'Markt').
 */
export async function createUserWithRole(
  role: Omit<RoleInput, 'name'>,
  name = 'E2E Gebruiker',
): Promise<CreatedUser> {
  const admin = await adminLogin();
  const roleName = unique('e2e-rol');
  await expectOk(
    await apiCall('/v1/beheer/rollen', {
      method: 'POST',
      token: admin.token,
      body: { ...role, name: roleName },
    }),
    'POST /v1/beheer/rollen',
  );
  const user: UserInput = {
    username: unique('e2e'),
    name,
    password: `Wachtwoord-${Math.random().toString(36).slice(2, 10)}`,
    roles: [roleName],
  };
  await expectOk(
    await apiCall('/v1/beheer/gebruikers', { method: 'POST', token: admin.token, body: user }),
    'POST /v1/beheer/gebruikers',
  );
  return { username: user.username, password: user.password, name };
}
