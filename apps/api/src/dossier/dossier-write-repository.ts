import type { DossierSave, GezinslidSave } from '@mvm/domain/leden/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dossiers, gezin, gezinslid } from '../db/schema';
import type { DossierRecord } from './dossier-repository';
import { dossierValues, gezinValues, ledenHeadFirst, lidValues } from './save-values';
import { present } from '@mvm/domain/present';

/** The search column: the head's name, lower case without accents (same normalization as the query). */
const zoeknaam = (head: GezinslidSave | undefined) =>
  sql`immutable_unaccent(lower(${`${head?.voornaam ?? ''} ${head?.achternaam ?? ''}`.trim()}))`;

export type NewNumbers = { mvmnummer: boolean; enummer: boolean };

/** Inserts dossier, gezin and members; numbers come from their sequences (DESIGN.md). */
export async function insertDossier(
  tx: Db,
  save: DossierSave,
  numbers: NewNumbers,
  now: Date,
): Promise<number> {
  const leden = ledenHeadFirst(save);
  const [row] = await tx
    .insert(dossiers)
    .values({
      ...dossierValues(save),
      mvmnummer: numbers.mvmnummer ? sql`nextval('mvmnummer_seq')` : null,
      enummer: numbers.enummer ? sql`nextval('enummer_seq')` : null,
      zoeknaam: zoeknaam(leden[0]),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: dossiers.id });
  const dossierId = present(row, 'the inserted dossier').id;
  await tx.insert(gezin).values({ dossierId, ...gezinValues(save) });
  if (leden.length) {
    await tx
      .insert(gezinslid)
      .values(leden.map((l, i) => ({ dossierId, ...lidValues(l, i === 0, now), createdAt: now })));
  }
  return dossierId;
}

/**
 * Replaces the form's fields of a stored dossier. The head entry updates the stored head; other
 * entries with an ID of this household update that member; entries without ID are added.
 */
export async function updateDossier(
  tx: Db,
  stored: DossierRecord,
  save: DossierSave,
  now: Date,
  extra: { mvmnummer?: boolean } = {},
): Promise<void> {
  const dossierId = stored.dossier.id;
  const leden = ledenHeadFirst(save);
  await tx
    .update(dossiers)
    .set({
      ...dossierValues(save),
      ...(extra.mvmnummer ? { mvmnummer: sql`nextval('mvmnummer_seq')` } : {}),
      zoeknaam: zoeknaam(leden[0]),
      updatedAt: now,
    })
    .where(eq(dossiers.id, dossierId));
  await tx.update(gezin).set(gezinValues(save)).where(eq(gezin.dossierId, dossierId));
  const head = stored.leden.find((l) => l.gezinsHoofd);
  for (const [i, lid] of leden.entries()) {
    // The service checked that every entry with an ID is a member of this household.
    const target =
      i === 0 ? head : lid.ID ? stored.leden.find((s) => s.id === lid.ID && !s.gezinsHoofd) : undefined;
    const values = lidValues(lid, i === 0, now);
    if (target) {
      values.inschrijfdatum = lid.inschrijfdatum ?? target.inschrijfdatum;
      await tx
        .update(gezinslid)
        .set(values)
        .where(and(eq(gezinslid.id, target.id), eq(gezinslid.dossierId, dossierId)));
    } else {
      await tx.insert(gezinslid).values({ dossierId, ...values, createdAt: now });
    }
  }
}

/** A soft delete: the dossier is hidden everywhere, its history kept. */
export async function softDeleteDossier(tx: Db, dossierId: number, now: Date): Promise<void> {
  await tx.update(dossiers).set({ verwijderdOp: now }).where(eq(dossiers.id, dossierId));
}
