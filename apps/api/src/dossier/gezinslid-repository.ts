import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gezinslid } from '../db/schema';
import type { GezinslidRow } from './dossier-repository';
import { present } from '@mvm/domain/present';

export type NewGezinslid = Omit<typeof gezinslid.$inferInsert, 'id'>;
export type GezinslidChanges = Partial<Omit<NewGezinslid, 'dossierId' | 'createdAt'>>;

export async function insertGezinslid(db: Db, values: NewGezinslid): Promise<GezinslidRow> {
  const [row] = await db.insert(gezinslid).values(values).returning();
  // INSERT … RETURNING of one row always returns that row.
  return present(row, 'the inserted gezinslid');
}

export async function updateGezinslidRow(
  db: Db,
  stored: GezinslidRow,
  changes: GezinslidChanges,
): Promise<GezinslidRow> {
  const [row] = await db
    .update(gezinslid)
    .set(changes)
    .where(and(eq(gezinslid.id, stored.id), eq(gezinslid.dossierId, stored.dossierId)))
    .returning();
  // `stored` was just read under the dossier's row lock: it exists.
  return present(row, `gezinslid ${stored.id}`);
}

export async function deleteGezinslidRow(db: Db, id: number): Promise<void> {
  await db.delete(gezinslid).where(eq(gezinslid.id, id));
}
