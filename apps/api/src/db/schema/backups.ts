import { bigint, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export type BackupTrigger = 'planning' | 'knop' | 'opdrachtregel';
export type BackupResult = 'bezig' | 'ok' | 'fout';

/**
 * Issue 25: every backup the product made or tried, for the admin screen's "last backup" and its warning when the
 * last good one is too old. The file itself lives in BACKUP_DIR; a row outlives the file that retention deletes.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    trigger: text('trigger').$type<BackupTrigger>().notNull(),
    /** Who pressed the button (a user name), or null for the schedule and the command line. */
    username: text('username'),
    result: text('result').$type<BackupResult>().notNull().default('bezig'),
    /** The file's name in BACKUP_DIR (no folder). */
    file: text('file'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    encrypted: text('encrypted').$type<'age' | 'nee'>(),
    /** Why it failed, in one line; never a statement's parameters. */
    message: text('message'),
  },
  (t) => [index('backup_runs_started_idx').on(t.startedAt)],
);
