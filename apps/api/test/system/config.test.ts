import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      databasePoolSize: 10,
      seedDemo: undefined,
      sessionIdleMinutes: 480,
      sessionMaxHours: 168,
      staging: false,
      trustProxy: false,
      printers: { lid: '/print-agent' },
      retentionMonths: 24,
      retentionJob: true,
    });
    expect(loadConfig({ RETENTION_MONTHS: '36', RETENTION_JOB: 'nee' })).toMatchObject({
      retentionMonths: 36,
      retentionJob: false,
    });
    expect(problemsOf({ RETENTION_MONTHS: '0' })).toHaveLength(1);
  });

  it('reads set values, and treats an empty value as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED_DEMO: 'off',
      STAGING: 'JA',
      DATABASE_URL: '',
      WEBAUTHN_ORIGIN: 'https://a.example.be/, http://localhost:3000',
    });
    expect(config).toMatchObject({ port: 8080, seedDemo: false, staging: true, databaseUrl: undefined });
    expect(config.webauthnOrigins).toEqual(['https://a.example.be', 'http://localhost:3000']);
  });

  it.each([
    ['PORT', 'abc', "PORT moet een geheel getal zijn (1–65535) (nu: 'abc')"],
    ['PORT', '70000', "PORT moet tussen 1 en 65535 liggen (nu: '70000')"],
    ['PORT', '3000.5', "PORT moet een geheel getal zijn (1–65535) (nu: '3000.5')"],
    ['SESSION_IDLE_MINUTES', '0', "SESSION_IDLE_MINUTES moet tussen 1 en 525600 liggen (nu: '0')"],
    ['SESSION_MAX_HOURS', 'lang', "SESSION_MAX_HOURS moet een geheel getal zijn (1–87600) (nu: 'lang')"],
    [
      'STAGING',
      'misschien',
      "STAGING moet aan (1/true/yes/on/ja) of uit (0/false/no/off/nee) zijn (nu: 'misschien')",
    ],
    ['WEBAUTHN_ORIGIN', 'backoffice', 'WEBAUTHN_ORIGIN moet een of meer adressen zijn'],
  ])('names %s=%s as wrong', (name, value, message) => {
    expect(problemsOf({ [name]: value })).toEqual([expect.stringContaining(message)]);
  });

  it('never repeats the value of a secret variable', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'mysql://root:geheim@db/x' });
    expect(problem).toContain('DATABASE_URL moet een PostgreSQL-adres zijn');
    expect(problem).not.toContain('geheim');
  });

  it('lists every wrong variable at once', () => {
    expect(problemsOf({ PORT: 'x', ZOHO: 'x' })).toHaveLength(2);
  });
});

describe('starting the server with a wrong variable', () => {
  it('prints which variable is wrong and exits non-zero, before touching a database', () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'abc', DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Ongeldige configuratie');
    expect(run.stderr).toContain("PORT moet een geheel getal zijn (1–65535) (nu: 'abc')");
  });
});
