import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { loggerOptions } from '../../src/logger';
import { ensureAdmin } from '../../src/seed/bootstrap';
import { openTestDatabase } from './database';
import { LogCapture } from './log-scan';

export const ADMIN_PASSWORD = 'admin-test-wachtwoord';
/** The password of the users userWithRole creates. */
export const TEST_PASSWORD = 'wachtwoord-123';

export type TestContext = {
  app: App;
  database: Database;
  adminToken: string;
  /** app.inject with a bearer token. */
  call(token: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  login(username: string, password: string): Promise<string>;
  /** A user holding one role with these verbs and endpoints; returns its token. */
  userWithRole(verbs: string[], endpoints: string[], name?: string): Promise<string>;
  /** Everything the app logged; close() fails the file when it holds a secret (issue 6). */
  logs: LogCapture;
  close(): Promise<void>;
};

let counter = 0;

/**
 * Issue 24: the embedded database's line of waiting requests holds by count, its wait limit in seconds; a test that
 * sends tens of requests at once must not depend on the machine's speed (test/system/overload.test.ts sets both).
 */
const TEST_ENV = { EMBEDDED_QUEUE_WAIT_MS: '600000' };

/**
 * The configuration of an app under test (defaults, or `env`) with a DATA_DIR of its own, never the checkout's
 * `data/`: apps built at the same time in two workers shared the print agent's job log there, and one's rename
 * of `jobs.jsonl.tmp` failed because the other had just moved it. Remove it with `removeDataDir`.
 */
export function testConfig(env: NodeJS.ProcessEnv = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mvm-api-test-'));
  // Backups (issue 25) in the test's own folder too, never the checkout's `backups/`.
  const backupDir = path.join(dataDir, 'back-ups');
  return {
    ...loadConfig({ ...TEST_ENV, BACKUP_DIR: backupDir, ...env, DATA_DIR: dataDir }),
    seedDemo: false,
  };
}

export const removeDataDir = (config: AppConfig) => rmSync(config.dataDir, { recursive: true, force: true });

/** A fresh, migrated database with the admin user, and the real app on top (fastify/demo style); `env` as testConfig. */
export async function buildTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestContext> {
  const database = await openTestDatabase({ migrated: true });
  await database.migrate();
  await ensureAdmin(database.db, ADMIN_PASSWORD);
  const logs = new LogCapture();
  logs.remember(ADMIN_PASSWORD);
  logs.remember(TEST_PASSWORD);
  // On PostgreSQL the backups (issue 25) run pg_dump on the test's own database.
  const config = testConfig({ ...(database.url ? { DATABASE_URL: database.url } : {}), ...env });
  const app = await buildApp({
    db: database.db,
    config,
    logger: loggerOptions('info', logs),
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
    const token = res.json<{ token: string }>().token;
    logs.remember(token);
    return token;
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
      payload: { username, name: username, password: TEST_PASSWORD, roles: [roleName] },
    });
    if (res.statusCode !== 201) throw new Error(`user create failed: ${res.body}`);
    return login(username, TEST_PASSWORD);
  };

  return {
    app,
    database,
    adminToken,
    call,
    login,
    userWithRole,
    logs,
    async close() {
      await app.close();
      await database.close();
      removeDataDir(config);
      const leaks = logs.findLeaks();
      if (leaks.length > 0) throw new Error(`Secrets in the API log:\n${leaks.slice(0, 5).join('\n')}`);
    },
  };
}

/** The ID of a user by user name, as the users list shows it. */
export async function userIdOf(t: TestContext, username: string): Promise<number> {
  const res = await t.call(t.adminToken, { method: 'GET', url: '/v1/beheer/gebruikers' });
  const user = res.json<{ ID: number; username: string }[]>().find((u) => u.username === username);
  if (!user) throw new Error(`no user ${username}`);
  return user.ID;
}
