import type { Afdeling, TypeVoeding } from '@mvm/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dossiers, gezin, klantInfo } from '../db/schema';

export type KlantInfoValues = { opmerking: string; specialeVoeding?: string | undefined };

/** A desk's notes on a household (klant_info); empty notes when the desk never saved any. */
export async function findKlantInfo(db: Db, dossierId: number, afdeling: Afdeling) {
  const [row] = await db
    .select({ opmerking: klantInfo.opmerking, specialeVoeding: klantInfo.specialeVoeding })
    .from(klantInfo)
    .where(and(eq(klantInfo.dossierId, dossierId), eq(klantInfo.afdeling, afdeling)));
  return row ?? { opmerking: '', specialeVoeding: '' };
}

/** Stores a desk's notes on a household (one row per dossier and area). */
export async function upsertKlantInfo(
  db: Db,
  dossierId: number,
  afdeling: Afdeling,
  values: KlantInfoValues,
  now: Date,
): Promise<void> {
  const set = { ...values, updatedAt: now };
  await db
    .insert(klantInfo)
    .values({ dossierId, afdeling, ...set })
    .onConflictDoUpdate({ target: [klantInfo.dossierId, klantInfo.afdeling], set });
}

/**
 * 'Type Voeding' of the food desk is the household's typeVoeding: the dossier's UpdatedAt moves with it, so
 * a household form opened before answers 'changed by someone else' instead of putting the old value back.
 */
export async function setTypeVoeding(db: Db, dossierId: number, typeVoeding: TypeVoeding, now: Date) {
  await db.update(gezin).set({ typeVoeding }).where(eq(gezin.dossierId, dossierId));
  await db.update(dossiers).set({ updatedAt: now }).where(eq(dossiers.id, dossierId));
}
