import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export type RunningServer = {
  baseUrl: string;
  adminPassword: string;
  /** The server's DATA_DIR and port, to start it again on the same database and address. */
  dataDir: string;
  port: number;
  /**
   * SIGTERM, then wait for a clean exit; throws when the process does not exit with code 0. The data is removed,
   * unless `keepData` (a test that starts the server again with `startServer(env, { again: this })`).
   */
  stop(options?: { keepData?: boolean }): Promise<void>;
};

/** A port the OS just handed out, so parallel runs on one machine do not collide. */
export function freePort(): Promise<number> {
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

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before it was healthy:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer /healthz within ${timeoutMs / 1000} s:\n${output()}`);
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not stop within ${timeoutMs / 1000} s of SIGTERM`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/**
 * Starts the real product the way `npm start` does (same entry point, same environment variables) on a fresh
 * embedded database in a temporary DATA_DIR, without demo data so each test creates what it needs. `again`: the
 * same database, port and administrator as a server stopped with `keepData` (issue 27: an outage and back).
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  { again }: { again?: RunningServer } = {},
): Promise<RunningServer> {
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error(
      'apps/web/dist is missing: the browser tests need the built web app. Run `npm run build` ' +
        '(or `npm test`, which builds it first).',
    );
  }
  const dataDir = again?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'mvm-e2e-'));
  const port = again?.port ?? (await freePort());
  const adminPassword = again?.adminPassword ?? `e2e-${Math.random().toString(36).slice(2)}-Aa1!`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Issue 25: the server's backups stay in the test's folder, never the checkout's backups/.
      BACKUP_DIR: path.join(dataDir, 'back-ups'),
      ADMIN_PASSWORD: adminPassword,
      SEED_DEMO: '0',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      DATABASE_URL: '',
      // The overload gate (issue 24) answers 503 after a wait of 3 s; the browser tests are not about overload,
      // and on a busy machine a page's burst of calls may wait longer than that.
      EMBEDDED_QUEUE_WAIT_MS: '600000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    // A bound for a start that hangs, not a speed target: under a load of 14 on two cores a start (transpile,
    // migrate, demo data, vacuum) once took longer than 60 s.
    await waitForHealth(baseUrl, child, () => output, 180_000);
  } catch (err) {
    child.kill('SIGKILL');
    if (!again) rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }

  return {
    baseUrl,
    adminPassword,
    dataDir,
    port,
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM');
      const code = await waitForExit(child, 15_000);
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
      if (code !== 0) throw new Error(`The server exited with code ${code} after SIGTERM:\n${output}`);
    },
  };
}
