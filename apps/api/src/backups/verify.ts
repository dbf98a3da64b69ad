import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../db/client';
import { DataDirError } from '../db/data-dir-lock';
import { countRows, isCompletedDatabase } from '../db/table-counts';
import { restorePostgres, unpackAndCheck } from './dump';
import { ensureBackupDir, type DatabaseKind } from './files';
import { withPlainBackup } from './plain-file';
import type { BackupSettings } from './settings';

export type Verified = { kind: DatabaseKind; counts: Record<string, number> };

/**
 * Issue 25: `npm run backup:verify <file>`: the backup restored into a throw-away database and every table
 * counted, nothing else touched. A PGlite backup needs nothing but a scratch folder; a PostgreSQL one a server
 * to make a temporary database on (DATABASE_URL's), dropped afterwards.
 */
export async function verifyBackup(
  file: string,
  settings: BackupSettings,
  databaseUrl: string | undefined,
): Promise<Verified> {
  return withPlainBackup(file, settings, async (plain, kind) => {
    if (kind === 'pglite') {
      const scratch = mkdtempSync(path.join(ensureBackupDir(settings.dir), '.controle-'));
      try {
        return { kind, counts: await unpackAndCheck(plain, scratch) };
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    }
    if (!databaseUrl)
      throw new DataDirError(
        'Een PostgreSQL-back-up controleren vraagt een PostgreSQL-server om een tijdelijke database op te maken: zet DATABASE_URL.',
      );
    return { kind, counts: await verifyOnPostgres(plain, databaseUrl) };
  });
}

async function verifyOnPostgres(file: string, databaseUrl: string): Promise<Record<string, number>> {
  const name = `mvm_controle_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl, application_name: 'mvm-controle' });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    try {
      await restorePostgres(file, url.toString());
      const restored = await openPostgres(url.toString(), 1);
      try {
        const counts = await countRows(restored.db);
        if (!isCompletedDatabase(counts))
          throw new DataDirError('De back-up bevat geen afgewerkte database (geen migraties of gebruikers).');
        return counts;
      } finally {
        await restored.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}
