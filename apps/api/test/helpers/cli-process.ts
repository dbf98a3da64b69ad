import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

// The product's own commands (`npm start`, `npm run backup`/`restore`) as child processes on a DATA_DIR of the
// test's choosing: what a start or a restore does to a folder on disk, and what it prints.

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const MAIN = 'apps/api/src/main.ts';
export const BACKUP_CLI = 'apps/api/src/backups/cli.ts';

export type Finished = { code: number | null; output: string };

function environment(env: Record<string, string>): NodeJS.ProcessEnv {
  // DATABASE_URL from the outer environment would send the command to PostgreSQL.
  const { DATABASE_URL: _ignored, ...outer } = process.env;
  return { ...outer, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env };
}

/**
 * Runs `script` with tsx until it exits. `fileSizeLimitKb`: the shell's `ulimit -f` for it, so that a write
 * past that size fails (EFBIG) as a write to a full disk fails (ENOSPC).
 */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  fileSizeLimitKb?: number,
): Promise<Finished> {
  const command = [process.execPath, '--import', 'tsx', script, ...args];
  const child = fileSizeLimitKb
    ? spawn('bash', ['-c', `ulimit -f ${fileSizeLimitKb} && exec "$@"`, 'bash', ...command], {
        cwd: repoRoot,
        env: environment(env),
      })
    : spawn(command[0] ?? '', command.slice(1), { cwd: repoRoot, env: environment(env) });
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  // A bound, not a speed target: a command that serves instead of exiting (a start that should have refused)
  // is ended rather than left running after the test.
  const bound = setTimeout(() => child.kill('SIGKILL'), 300_000);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(bound);
      resolve({ code, output });
    }),
  );
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type RunningServer = { baseUrl: string; output(): string; stop(): Promise<number | null> };

/** `npm start`'s server on `env.DATA_DIR`, once /healthz answers; throws with its output if it exits first. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: repoRoot,
    env: environment({ PORT: String(port), ...env }),
  });
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  // A bound for a start that hangs (transpiling and migrating on two busy cores), not a speed target.
  const deadline = Date.now() + 240_000;
  for (;;) {
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { baseUrl, output: () => output, stop };
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Every file under `dir` with a hash of its bytes: equal snapshots = the folder is unchanged byte for byte. */
export function folderSnapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) {
        files[`${path.relative(dir, full)}/`] = 'dir';
        walk(full);
      } else files[path.relative(dir, full)] = createHash('sha1').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return files;
}

export async function canLogIn(baseUrl: string, username: string, password: string): Promise<boolean> {
  const res = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return res.status === 200;
}
