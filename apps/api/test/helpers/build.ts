import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { ensureAdmin } from '../../src/seed/bootstrap';
import { openTestDatabase } from './database';

export const ADMIN_PASSWORD = 'admin-test-wachtwoord';

export type TestContext = {
  app: App;
  database: Database;
  adminToken: string;
  /** app.inject with a bearer token. */
  call(token: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  login(username: string, password: string): Promise<string>;
  /** A user holding one role with these verbs and endpoints; returns its token. */
  userWithRole(verbs: string[], endpoints: string[], name?: string): Promise<string>;
  close(): Promise<void>;
};

let counter = 0;

/** A fresh, migrated database with the admin user, and the real app on top (fastify/demo style). */
export async function buildTestApp(): Promise<TestContext> {
  const database = await openTestDatabase();
  await database.migrate();
  await ensureAdmin(database.db, ADMIN_PASSWORD);
  const app = await buildApp({
    db: database.db,
    config: { ...loadConfig({}), seedDemo: false },
    logger: false,
  });
  await app.ready();

  const call: TestContext['call'] = (token, options) =>
    app.inject({
      ...options,
      headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  const login = async (username: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: '/login', payload: { username, password } });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    return res.json<{ token: string }>().token;
  };
  const adminToken = await login('admin', ADMIN_PASSWORD);

  const userWithRole = async (verbs: string[], endpoints: string[], name?: string) => {
    counter += 1;
    const roleName = `rol-${counter}`;
    const username = name ?? `gebruiker${counter}`;
    await call(adminToken, {
      method: 'POST',
      url: '/v1/beheer/rollen',
      payload: { name: roleName, verbs, endpoints },
    });
    const res = await call(adminToken, {
      method: 'POST',
      url: '/v1/beheer/gebruikers',
      payload: { username, name: username, password: 'wachtwoord-123', roles: [roleName] },
    });
    if (res.statusCode !== 201) throw new Error(`user create failed: ${res.body}`);
    return login(username, 'wachtwoord-123');
  };

  return {
    app,
    database,
    adminToken,
    call,
    login,
    userWithRole,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
