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

/** Who wrote an entry: a user, or a job of the system (userId null, e.g. the retention job). */
export type AuditAuthor = Pick<Actor, 'username'> & { userId: Actor['userId'] | null };

export async function writeAudit(db: Db, actor: AuditAuthor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: actor.userId,
    username: actor.username,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    details: entry.details ?? null,
  });
}
