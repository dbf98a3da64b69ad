import { mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { backupsToKeep, type KeepRule } from '@mvm/domain/backups/retention';
import { AGE_SUFFIX } from './encryption';

// Issue 25: the backups in BACKUP_DIR, named so that their time and kind are in the name:
// mvm-<pglite|postgres>-<UTC time>.<tar.gz|dump>[.age]. Retention only ever deletes files of this pattern.

export type DatabaseKind = 'pglite' | 'postgres';

export type BackupFile = {
  name: string;
  path: string;
  kind: DatabaseKind;
  takenAt: Date;
  sizeBytes: number;
  encrypted: boolean;
};

const EXTENSION: Record<DatabaseKind, string> = { pglite: 'tar.gz', postgres: 'dump' };
const NAME =
  /^mvm-(pglite|postgres)-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.(tar\.gz|dump)(\.age)?$/;

export function backupFileName(kind: DatabaseKind, takenAt: Date, encrypted: boolean): string {
  const stamp = takenAt.toISOString().replace(/[:.]/g, '-');
  return `mvm-${kind}-${stamp}.${EXTENSION[kind]}${encrypted ? AGE_SUFFIX : ''}`;
}

export function parseBackupFileName(name: string): Omit<BackupFile, 'path' | 'sizeBytes'> | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, kind, day, hours, minutes, seconds, millis, extension, age] = match;
  const takenAt = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  if (Number.isNaN(takenAt.getTime()) || extension !== EXTENSION[kind as DatabaseKind]) return null;
  return { name, kind: kind as DatabaseKind, takenAt, encrypted: age !== undefined };
}

/** BACKUP_DIR, made when missing; only the server's own user may list or read the backups. */
export function ensureBackupDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/** The backups in `dir`, newest first; other files (a copy someone put there, a half-written one) are left out. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  ensureBackupDir(dir);
  const found: BackupFile[] = [];
  for (const name of await readdir(dir)) {
    const parsed = parseBackupFileName(name);
    if (!parsed) continue;
    const full = path.join(dir, name);
    const info = await stat(full).catch(() => null);
    if (info?.isFile()) found.push({ ...parsed, path: full, sizeBytes: info.size });
  }
  return found.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** Deletes the backups of `dir` that the keep rule does not keep; returns the names it deleted. */
export async function applyRetention(dir: string, rule: KeepRule): Promise<string[]> {
  const backups = await listBackups(dir);
  const keep = backupsToKeep(backups, rule);
  const deleted: string[] = [];
  for (const backup of backups)
    if (!keep.has(backup)) {
      await rm(backup.path, { force: true });
      deleted.push(backup.name);
    }
  return deleted;
}
