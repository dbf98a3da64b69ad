import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { BenchDatabase } from './database';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
const SEED_CLI = 'apps/api/src/seed/cli.ts';
// Five years of food and soap-house packages for the dashboard series and the yearly report (issue 11).
const HISTORY_CLI = 'apps/api/src/seed/package-history-cli.ts';
const HISTORY_YEARS = '5';

export type RunningApi = { baseUrl: string; pid: number; stop(): Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real API process (the entry point of `npm start`) on loopback only, so the load generator and the server
 * do not share an event loop. Migrates, and creates `admin` with `adminPassword` on a new database.
 */
export async function startApi(database: BenchDatabase, adminPassword: string): Promise<RunningApi> {
  const port = await freePort();
  // BENCH_API_ROOT: another checkout's API on the same database and load (a before/after comparison).
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: process.env.BENCH_API_ROOT ?? repoRoot,
    env: {
      ...process.env,
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: adminPassword,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-10_000);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API did not answer /healthz within 60 s:\n${stderr}`);
    }
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const hasHouseholdSeeder = () => existsSync(path.join(repoRoot, SEED_CLI));

/**
 * `npm run db:seed -- --households <count>` against the benchmark's database, before the API opens it. The
 * seeder migrates and creates `admin` with this password on the new database.
 */
export function seedHouseholds(database: BenchDatabase, count: number, adminPassword: string): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', SEED_CLI, '--households', String(count)], {
    cwd: repoRoot,
    env: { ...process.env, ...database.env, ADMIN_PASSWORD: adminPassword, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`The households seeder failed (exit ${result.status})`);
  const history = spawnSync(process.execPath, ['--import', 'tsx', HISTORY_CLI, '--years', HISTORY_YEARS], {
    cwd: repoRoot,
    env: { ...process.env, ...database.env, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (history.status !== 0) throw new Error(`The package history seeder failed (exit ${history.status})`);
}

export async function login(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`POST /login answered ${response.status}`);
  // POST /login's reply (its schema is loginResponseSchema).
  const body = (await response.json()) as { token: string };
  return body.token;
}
