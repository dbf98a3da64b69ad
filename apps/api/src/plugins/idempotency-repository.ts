import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';

export type IdempotentRequest = {
  userId: number;
  key: string;
  method: string;
  path: string;
  bodyHash: string;
};

export type StoredReply = { statusCode: number; body: string; contentType: string | null };

/** What the first look at a key found. */
export type Claim =
  { kind: 'claimed' } | { kind: 'replay'; reply: StoredReply } | { kind: 'mismatch' } | { kind: 'running' };

const keyOf = (r: Pick<IdempotentRequest, 'userId' | 'key'>) =>
  and(eq(idempotencyKeys.userId, r.userId), eq(idempotencyKeys.key, r.key));

const olderThan = (ms: number) =>
  lt(idempotencyKeys.createdAt, sql`now() - ${`${Math.round(ms)} milliseconds`}::interval`);

/**
 * Inserts the key's row, or says what the row already there holds. The primary key decides between two
 * requests at once, on one instance or several: one inserts, the other finds the row. A row older than
 * `ttlMs` counts as gone; one still running after `staleMs` (its instance died) is taken over.
 */
export async function claimKey(
  db: Db,
  request: IdempotentRequest,
  { ttlMs, staleMs }: { ttlMs: number; staleMs: number },
): Promise<Claim> {
  // Two rounds at most: a row that expired or went stale is replaced once.
  for (let round = 0; round < 2; round += 1) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values(request)
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'claimed' };

    const [row] = await db.select().from(idempotencyKeys).where(keyOf(request));
    if (!row) continue; // released or swept between the two statements: try again
    const expired = await db
      .delete(idempotencyKeys)
      .where(and(keyOf(request), olderThan(ttlMs)))
      .returning({ key: idempotencyKeys.key });
    if (expired.length > 0) continue;

    const same =
      row.method === request.method && row.path === request.path && row.bodyHash === request.bodyHash;
    if (!same) return { kind: 'mismatch' };
    if (row.statusCode !== null && row.replyBody !== null) {
      return {
        kind: 'replay',
        reply: { statusCode: row.statusCode, body: row.replyBody, contentType: row.replyContentType },
      };
    }
    const takenOver = await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now()` })
      .where(and(keyOf(request), isNull(idempotencyKeys.statusCode), olderThan(staleMs)))
      .returning({ key: idempotencyKeys.key });
    return takenOver.length > 0 ? { kind: 'claimed' } : { kind: 'running' };
  }
  return { kind: 'running' };
}

export async function storeReply(
  db: Db,
  request: Pick<IdempotentRequest, 'userId' | 'key'>,
  reply: StoredReply,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: reply.statusCode, replyBody: reply.body, replyContentType: reply.contentType })
    .where(keyOf(request));
}

/** Forgets a key whose request did not finish with a reply worth repeating (a 5xx, a 429): a retry runs anew. */
export async function releaseKey(db: Db, request: Pick<IdempotentRequest, 'userId' | 'key'>): Promise<void> {
  await db.delete(idempotencyKeys).where(and(keyOf(request), isNull(idempotencyKeys.statusCode)));
}

export async function sweepExpired(db: Db, ttlMs: number): Promise<void> {
  await db.delete(idempotencyKeys).where(olderThan(ttlMs));
}
