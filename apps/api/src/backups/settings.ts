import type { KeepRule } from '@mvm/domain/backups/retention';

/** Issue 25: the backup settings (BACKUP_* in .env.example and docs/install.md, "Back-ups"). */
export type BackupSettings = {
  /** Where the backups go (BACKUP_DIR; default ./backups). Best on another disk than the database. */
  dir: string;
  /** The nightly backup's time of day, Brussels time (BACKUP_TIME, 'HH:MM'); null = no schedule. */
  time: string | null;
  /** age passphrase (BACKUP_PASSPHRASE): this server can make, check and restore its backups. */
  passphrase: string | undefined;
  /**
   * age public keys (BACKUP_RECIPIENTS, 'age1…'): the server encrypts to them and cannot read its backups back;
   * whoever restores gives the secret key (BACKUP_IDENTITY).
   */
  recipients: string[];
  /** An age secret key ('AGE-SECRET-KEY-1…') or a file holding it, for backup:verify and restore. */
  identity: string | undefined;
  keep: KeepRule;
};

export const encrypts = (settings: BackupSettings): boolean =>
  settings.passphrase !== undefined || settings.recipients.length > 0;
