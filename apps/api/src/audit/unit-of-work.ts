import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { writeAudit, type AuditEntry } from './audit-log';

/** What a write returns: its result, and the audit entry that records it. */
export type Audited<T> = { result: T; audit: AuditEntry };

/**
 * One change as one transaction: the write and its audit entry commit together or not at all, so the
 * log never names a change that was rolled back, and no change goes unlogged.
 */
export async function audited<T>(db: Db, actor: Actor, write: (tx: Db) => Promise<Audited<T>>): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, audit } = await write(tx);
    await writeAudit(tx, actor, audit);
    return result;
  });
}
