import { z } from 'zod';

// Issue 25: the wire schemas of the backups (/v1/beheer/back-ups).

export const backupTriggerSchema = z.enum(['planning', 'knop', 'opdrachtregel']);
export const backupResultSchema = z.enum(['bezig', 'ok', 'fout']);

/** One attempt: when, why, and what came of it. */
export const backupRunSchema = z.object({
  ID: z.number(),
  gestart: z.iso.datetime(),
  klaar: z.iso.datetime().nullable(),
  aanleiding: backupTriggerSchema,
  gebruiker: z.string().nullable(),
  resultaat: backupResultSchema,
  bestand: z.string().nullable(),
  grootte: z.number().nullable(),
  versleuteld: z.boolean(),
  melding: z.string().nullable(),
});
export type BackupRunView = z.infer<typeof backupRunSchema>;

/** A backup file kept in BACKUP_DIR. */
export const backupFileSchema = z.object({
  naam: z.string(),
  gemaakt: z.iso.datetime(),
  grootte: z.number(),
  versleuteld: z.boolean(),
});

export const backupStatusSchema = z.object({
  database: z.enum(['pglite', 'postgres']),
  /** Whether the product encrypts its backups (BACKUP_PASSPHRASE or BACKUP_RECIPIENTS). */
  versleuteld: z.boolean(),
  map: z.string(),
  /** The nightly time (Brussels), or null when there is no schedule. */
  tijd: z.string().nullable(),
  volgende: z.iso.datetime().nullable(),
  bewaren: z.object({ dagelijks: z.number(), wekelijks: z.number() }),
  bezig: z.boolean(),
  laatste: backupRunSchema.nullable(),
  laatsteGoede: backupRunSchema.nullable(),
  /** No good backup, or the last good one older than 36 hours: the screen warns. */
  teOud: z.boolean(),
  bestanden: z.array(backupFileSchema),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

export const backupMadeSchema = z.object({
  status: z.literal('ok'),
  message: z.string(),
  data: backupRunSchema,
});
