import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { marktAanwezigheid } from '../db/schema';

export type AanwezigheidRow = typeof marktAanwezigheid.$inferSelect;

/** The new presence, or undefined when the household was already present (or the key was used). */
export async function insertAanwezigheid(
  db: Db,
  values: {
    marktId: number;
    dossierId: number;
    tijd: Date;
    idempotencyKey: string | null;
    gescandDoor: number;
  },
): Promise<AanwezigheidRow | undefined> {
  const [row] = await db.insert(marktAanwezigheid).values(values).onConflictDoNothing().returning();
  return row;
}

export async function aanwezigheidByKey(db: Db, key: string): Promise<AanwezigheidRow | undefined> {
  const [row] = await db.select().from(marktAanwezigheid).where(eq(marktAanwezigheid.idempotencyKey, key));
  return row;
}

export async function aanwezigheidOf(db: Db, marktId: number, dossierId: number) {
  const [row] = await db
    .select()
    .from(marktAanwezigheid)
    .where(and(eq(marktAanwezigheid.marktId, marktId), eq(marktAanwezigheid.dossierId, dossierId)));
  return row;
}
