import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { auditLog, type AuditAction } from '../db/schema';

export type AuditEntry = {
  action: AuditAction;
  entity: string;
  entityId: string | number;
  /** Names of changed fields and the like; never national register numbers, finances or passwords. */
  details?: Record<string, unknown>;
};

export async function writeAudit(db: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: actor.userId,
    username: actor.username,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    details: entry.details ?? null,
  });
}
