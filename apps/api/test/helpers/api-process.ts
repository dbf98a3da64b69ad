import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** The real API as `npm start` runs it (apps/api/src/main.ts), in a process of its own. */
export type ApiProcess = {
  baseUrl: string;
  /** Whether the process is still running (it has not exited or been killed). */
  alive(): boolean;
  /** Its standard output and error (the last 20,000 characters), for a failing test's message. */
  output(): string;
  /** SIGTERM, and the exit code once it stopped. */
  stop(): Promise<number | null>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls `check` until it returns true; throws with `describe()` after `timeoutMs` (a bound, not a speed target). */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  describe: () => string,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Gave up after ${timeoutMs / 1000} s: ${describe()}`);
}

const isHealthy = (baseUrl: string) =>
  fetch(`${baseUrl}/healthz`).then(
    (res) => res.ok,
    () => false,
  );

/** Starts the API with `env` on a free port and waits until /healthz answers 200. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mvm-api-process-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (alive()) child.kill('SIGTERM');
    const code = await exited;
    rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  // A bound for a start that hangs (transpiling and migrating on two busy cores), not a speed target.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (await isHealthy(baseUrl)) break;
    if (!alive() || Date.now() > deadline) {
      child.kill('SIGKILL');
      await stop();
      throw new Error(`The API did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, alive, output: () => output, stop };
}
