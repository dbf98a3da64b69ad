import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PostgreSQL cluster of its own, in a temporary folder, that a test may stop and restart at will. */
export type ThrowawayCluster = {
  url: string;
  /** `pg_ctl restart -m fast`: the server ends every session and comes back. */
  restartFast(): Promise<void>;
  /** `pg_ctl stop -m immediate`: the server dies without a goodbye to its clients (a crash, a pulled plug). */
  stopImmediate(): Promise<void>;
  start(): Promise<void>;
  /** The server's own log, for a failing test's message. */
  log(): string;
  destroy(): Promise<void>;
};

/** The newest installed PostgreSQL's bin folder (Debian's layout), or undefined when none is installed. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], 'bin');
}

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

/**
 * initdb and start a cluster on a free port. initdb refuses root (CI runs as root): then the binaries run as the
 * `postgres` user through runuser, in a folder that user owns.
 */
export async function startThrowawayCluster(binDir: string): Promise<ThrowawayCluster> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'mvm-pg-'));
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, tool), ...args])
      : run(path.join(binDir, tool), args);

  const port = await freePort();
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  // Its own socket folder: the system's /var/run/postgresql may belong to another cluster or not exist.
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`;
  const ctl = (...args: string[]) => pg('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', ...args]);
  const start = async () => {
    await ctl('start', '-o', serverOptions);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restartFast: async () => {
      await ctl('restart', '-m', 'fast', '-o', serverOptions);
    },
    stopImmediate: async () => {
      await ctl('stop', '-m', 'immediate');
    },
    start,
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-5_000) : ''),
    destroy: async () => {
      await ctl('stop', '-m', 'immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
