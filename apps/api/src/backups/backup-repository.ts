import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { backupRuns } from '../db/schema';

export type BackupRun = typeof backupRuns.$inferSelect;

/**
 * Records an attempt once it ended: a row written before the dump would be inside the backup itself, still
 * 'bezig', and the restored database would show the run that made it as unfinished.
 */
export async function recordRun(db: Db, run: Omit<typeof backupRuns.$inferInsert, 'id'>): Promise<BackupRun> {
  const [row] = await db.insert(backupRuns).values(run).returning();
  if (!row) throw new Error('backup_runs: insert returned nothing');
  return row;
}

export async function lastRun(db: Db): Promise<BackupRun | null> {
  const [row] = await db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(1);
  return row ?? null;
}

export async function lastGoodRun(db: Db): Promise<BackupRun | null> {
  const [row] = await db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.result, 'ok'))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  return row ?? null;
}

/**
 * PostgreSQL, several instances: one backup at a time across them. Runs `work` holding a transaction-scoped
 * advisory lock, or answers 'bezet' at once when another instance holds it.
 */
export async function withBackupLock<T>(db: Db, work: () => Promise<T>): Promise<T | 'bezet'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(hashtext('mvm-backup'))` })
      .from(sql`(select 1) as one`);
    if (!row?.locked) return 'bezet' as const;
    return work();
  });
}
