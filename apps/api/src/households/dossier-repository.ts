import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dossiers, gezin, gezinslid, lidmaatschap } from '../db/schema';

export type DossierRow = typeof dossiers.$inferSelect;
export type GezinRow = typeof gezin.$inferSelect;
export type GezinslidRow = typeof gezinslid.$inferSelect;
export type LidmaatschapDbRow = typeof lidmaatschap.$inferSelect;
export type DossierRecord = {
  dossier: DossierRow;
  gezin: GezinRow;
  /** Head first, then in the order they were added. */
  leden: GezinslidRow[];
  /** Newest first. */
  lidmaatschap: LidmaatschapDbRow[];
};

/** How a path names a dossier: its member number (/v1/lid) or its case number (/v1/punctuelehulp). */
export type DossierKey = { mvmnummer: number } | { enummer: number } | { id: number };

const keyCondition = (key: DossierKey): SQL =>
  'mvmnummer' in key
    ? eq(dossiers.mvmnummer, key.mvmnummer)
    : 'enummer' in key
      ? eq(dossiers.enummer, key.enummer)
      : eq(dossiers.id, key.id);

/** A dossier that is not deleted; `lock` takes a row lock for the rest of the transaction. */
export async function findDossier(db: Db, key: DossierKey, lock = false): Promise<DossierRow | undefined> {
  const query = db
    .select()
    .from(dossiers)
    .where(and(keyCondition(key), isNull(dossiers.verwijderdOp)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function loadRecord(db: Db, dossier: DossierRow): Promise<DossierRecord> {
  const [gezinRows, leden, memberships] = await Promise.all([
    db.select().from(gezin).where(eq(gezin.dossierId, dossier.id)),
    db
      .select()
      .from(gezinslid)
      .where(eq(gezinslid.dossierId, dossier.id))
      .orderBy(desc(gezinslid.gezinsHoofd), asc(gezinslid.id)),
    db
      .select()
      .from(lidmaatschap)
      .where(eq(lidmaatschap.dossierId, dossier.id))
      .orderBy(desc(lidmaatschap.start), desc(lidmaatschap.id)),
  ]);
  return { dossier, gezin: gezinRows[0]!, leden, lidmaatschap: memberships };
}

export async function loadDossier(db: Db, key: DossierKey, lock = false): Promise<DossierRecord | undefined> {
  const dossier = await findDossier(db, key, lock);
  return dossier ? loadRecord(db, dossier) : undefined;
}

/** Memberships of many dossiers at once (list rows derive status and einddatum from them). */
export async function membershipsOf(db: Db, dossierIds: number[]): Promise<Map<number, LidmaatschapDbRow[]>> {
  const map = new Map<number, LidmaatschapDbRow[]>();
  if (dossierIds.length === 0) return map;
  const rows = await db.select().from(lidmaatschap).where(inArray(lidmaatschap.dossierId, dossierIds));
  for (const row of rows) map.set(row.dossierId, [...(map.get(row.dossierId) ?? []), row]);
  return map;
}
