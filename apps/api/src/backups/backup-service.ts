import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../db/client';
import { failureReason } from '../db/data-dir-lock';
import type { BackupTrigger } from '../db/schema';
import { recordRun, withBackupLock, type BackupRun } from './backup-repository';
import { backupPostgres, dumpLivePglite } from './dump';
import { encryptFile } from './encryption';
import { applyRetention, backupFileName, ensureBackupDir, listBackups, type BackupFile } from './files';
import { encrypts, type BackupSettings } from './settings';

/** 409: a backup is under way (here or, on PostgreSQL, in another instance). */
export const BACKUP_BEZIG = 'Er wordt al een back-up gemaakt. Probeer het zo dadelijk opnieuw.';

const SCRATCH_PREFIX = '.bezig-';

export class BackupBusyError extends Error {
  constructor() {
    super(BACKUP_BEZIG);
  }
}

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/**
 * Issue 25: the backups of the process that owns the database, for the schedule, the admin button and
 * `npm run backup`. One at a time (and one across PostgreSQL instances); every attempt is recorded in
 * backup_runs with its result. A backup is made in a scratch folder inside BACKUP_DIR, encrypted there when the
 * settings say so, and only then renamed to its name: a failure never leaves something that looks like a backup.
 * After a good one, the retention rule removes the backups it no longer keeps.
 */
export class BackupService {
  #running: Promise<BackupRun> | null = null;

  constructor(
    private readonly db: Db,
    readonly settings: BackupSettings,
    private readonly databaseUrl: string | undefined,
    private readonly log: Log,
  ) {}

  get kind(): 'pglite' | 'postgres' {
    return this.databaseUrl ? 'postgres' : 'pglite';
  }

  get running(): boolean {
    return this.#running !== null;
  }

  /** At start, on the embedded database (one owner): the scratch folders of a backup cut off by a stop. */
  async recover(): Promise<void> {
    if (this.kind !== 'pglite') return;
    // Scratch folders of a backup that was cut off: never a backup, only its parts.
    for (const name of await readdir(ensureBackupDir(this.settings.dir)))
      if (name.startsWith(SCRATCH_PREFIX))
        rmSync(path.join(this.settings.dir, name), { recursive: true, force: true });
  }

  list(): Promise<BackupFile[]> {
    return listBackups(this.settings.dir);
  }

  /** Makes a backup now; throws BackupBusyError while another one runs. Failures come back as a 'fout' run. */
  async run(trigger: BackupTrigger, username: string | null = null): Promise<BackupRun> {
    if (this.#running) throw new BackupBusyError();
    const work = this.#runOnce(trigger, username);
    this.#running = work;
    try {
      return await work;
    } finally {
      this.#running = null;
    }
  }

  async #runOnce(trigger: BackupTrigger, username: string | null): Promise<BackupRun> {
    if (this.kind === 'pglite') return this.#attempt(trigger, username);
    const result = await withBackupLock(this.db, () => this.#attempt(trigger, username));
    if (result === 'bezet') throw new BackupBusyError();
    return result;
  }

  async #attempt(trigger: BackupTrigger, username: string | null): Promise<BackupRun> {
    const startedAt = new Date();
    let scratch: string | null = null;
    try {
      scratch = mkdtempSync(path.join(ensureBackupDir(this.settings.dir), SCRATCH_PREFIX));
      const encrypted = encrypts(this.settings);
      const raw = path.join(scratch, 'database');
      await this.#dump(raw);
      let made = raw;
      if (encrypted) {
        made = path.join(scratch, 'versleuteld');
        await encryptFile(raw, made, this.settings);
      }
      const name = backupFileName(this.kind, startedAt, encrypted);
      await rename(made, path.join(this.settings.dir, name));
      const { size } = await stat(path.join(this.settings.dir, name));
      const deleted = await applyRetention(this.settings.dir, this.settings.keep);
      this.log.info({ file: name, bytes: size, deleted: deleted.length, trigger }, 'backup made');
      return await recordRun(this.db, {
        startedAt,
        finishedAt: new Date(),
        trigger,
        username,
        result: 'ok',
        file: name,
        sizeBytes: size,
        encrypted: encrypted ? 'age' : 'nee',
      });
    } catch (err) {
      const message = failureReason(err);
      this.log.warn({ reason: message, trigger }, 'backup failed');
      return recordRun(this.db, {
        startedAt,
        finishedAt: new Date(),
        trigger,
        username,
        result: 'fout',
        message: message.slice(0, 500),
      });
    } finally {
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    }
  }

  async #dump(file: string): Promise<void> {
    if (this.databaseUrl) return backupPostgres(this.databaseUrl, file);
    const client = (this.db as { $client?: unknown }).$client;
    if (!(client instanceof PGlite)) throw new Error('the embedded database has no PGlite client');
    // How long the desks waited (PGlite runs nothing else meanwhile): in the log, to see it grow with the data.
    await dumpLivePglite(client, file, (ms) =>
      this.log.info({ pausedMs: Math.round(ms) }, 'backup: embedded database read'),
    );
  }
}
