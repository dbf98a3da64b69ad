import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isRunning } from '../db/data-dir-lock';

/**
 * Issue 25: `npm run backup` asks the running server to make the backup (the process that owns the database
 * makes it). The server writes where it listens and a fresh secret into DATA_DIR/server.json, readable by its own
 * user only; the command presents the secret to the 'control-token' route. Removed when the server stops.
 */
type ControlFile = { pid: number; url: string; token: string };

export const controlFilePath = (dataDir: string) => path.join(dataDir, 'server.json');

/** The address a local command reaches the server on: a wildcard listener is asked on loopback. */
export function localUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::') return `http://127.0.0.1:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export function writeControlFile(dataDir: string, url: string, token: string): () => void {
  const file = controlFilePath(dataDir);
  const content: ControlFile = { pid: process.pid, url, token };
  writeFileSync(file, JSON.stringify(content), { mode: 0o600 });
  return () => {
    if (readControlFile(dataDir)?.pid === process.pid) rmSync(file, { force: true });
  };
}

/** The running server's address and secret, or null when none runs on this DATA_DIR (or the file is stale). */
export function readControlFile(dataDir: string): ControlFile | null {
  try {
    const parsed = JSON.parse(readFileSync(controlFilePath(dataDir), 'utf8')) as Partial<ControlFile>;
    if (typeof parsed.pid !== 'number' || typeof parsed.url !== 'string' || typeof parsed.token !== 'string')
      return null;
    return isRunning(parsed.pid) ? { pid: parsed.pid, url: parsed.url, token: parsed.token } : null;
  } catch {
    return null;
  }
}
