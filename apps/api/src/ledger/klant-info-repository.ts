import type { Afdeling, TypeVoeding } from '@mvm/domain';
import { present } from '@mvm/domain/present';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dossiers, gekregen, gezin, klantInfo } from '../db/schema';

export type KlantInfoValues = { opmerking: string; specialeVoeding?: string | undefined };

/** A desk's notes on a household (klant_info); empty notes when the desk never saved any. */
export async function findKlantInfo(db: Db, dossierId: number, afdeling: Afdeling) {
  const [row] = await db
    .select({ opmerking: klantInfo.opmerking, specialeVoeding: klantInfo.specialeVoeding })
    .from(klantInfo)
    .where(and(eq(klantInfo.dossierId, dossierId), eq(klantInfo.afdeling, afdeling)));
  return row ?? { opmerking: '', specialeVoeding: '' };
}

/**
 * A desk's notes and the household's latest package of that desk dated up to `until` (null: none), in one
 * statement (issue 7: on the embedded database each statement costs its own round trip through the protocol).
 */
export async function findDeskInfo(db: Db, dossierId: number, afdeling: Afdeling, until: Date) {
  const [row] = await db
    .select({
      opmerking: sql<string>`coalesce((select k.opmerking from ${klantInfo} k
        where k.dossier_id = ${dossierId} and k.afdeling = ${afdeling}), '')`,
      specialeVoeding: sql<string>`coalesce((select k.speciale_voeding from ${klantInfo} k
        where k.dossier_id = ${dossierId} and k.afdeling = ${afdeling}), '')`,
      lastPackage: sql<string | null>`(select g.datum from ${gekregen} g
        where g.dossier_id = ${dossierId} and g.afdeling = ${afdeling} and g.periode is not null
          and g.datum <= ${until} order by g.datum desc limit 1)`
        // null (no package) never reaches the decoder
        .mapWith((value: string): Date | null => gekregen.datum.mapFromDriverValue(value) as Date),
    })
    .from(dossiers)
    .where(eq(dossiers.id, dossierId));
  return present(row, `dossier ${dossierId}`);
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
