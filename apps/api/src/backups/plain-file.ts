import { mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { DataDirError } from '../db/data-dir-lock';
import { decryptFile } from './encryption';
import { ensureBackupDir, type DatabaseKind } from './files';
import type { BackupSettings } from './settings';

/** What a backup file holds, by its first bytes: age's header, gzip (PGlite's archive), or pg_dump's 'PGDMP'. */
async function contentOf(file: string): Promise<'age' | DatabaseKind | 'onbekend'> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(22);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const start = head.subarray(0, bytesRead);
    if (start.toString('latin1').startsWith('age-encryption.org/v1')) return 'age';
    if (start[0] === 0x1f && start[1] === 0x8b) return 'pglite';
    if (start.toString('latin1').startsWith('PGDMP')) return 'postgres';
    return 'onbekend';
  } finally {
    await handle.close();
  }
}

/**
 * Runs `use` on the backup as the database tools read it: an encrypted backup is first decrypted into a scratch
 * folder inside BACKUP_DIR (only the server's user can read it), removed afterwards whatever happens.
 */
export async function withPlainBackup<T>(
  file: string,
  settings: BackupSettings,
  use: (plain: string, kind: DatabaseKind) => Promise<T>,
): Promise<T> {
  let content = await contentOf(file);
  if (content !== 'age') return use(file, known(file, content));
  const scratch = mkdtempSync(path.join(ensureBackupDir(settings.dir), '.open-'));
  try {
    const plain = path.join(scratch, 'database');
    await decryptFile(file, plain, settings);
    content = await contentOf(plain);
    return await use(plain, known(file, content));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function known(file: string, content: DatabaseKind | 'onbekend' | 'age'): DatabaseKind {
  if (content === 'pglite' || content === 'postgres') return content;
  throw new DataDirError(
    `${file} is geen back-up van de back office (onbekend formaat). Er is niets veranderd.`,
  );
}
