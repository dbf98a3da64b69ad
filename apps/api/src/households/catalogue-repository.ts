import type { CatalogueObject } from '@mvm/domain/leden/schemas';
import { asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categorie, maat, object } from '../db/schema';

export type CategorieRow = typeof categorie.$inferSelect;

export const toCategorie = (c: CategorieRow) => ({
  ID: c.id,
  naam: c.naam,
  afdeling: c.afdeling,
  order: c.volgorde,
  perPersoon: c.perPersoon,
  opMaat: c.opMaat,
  printKindInfo: c.printKindInfo,
  opties: c.opties,
});

/** Items with their category and sizes; every desk lists its own with a filter. */
export async function listObjects(db: Db, where: SQL, orderBy: SQL[]): Promise<CatalogueObject[]> {
  const rows = await db
    .select({ object, categorie })
    .from(object)
    .innerJoin(categorie, eq(object.categorieId, categorie.id))
    .where(where)
    .orderBy(...orderBy);
  const ids = rows.map((r) => r.object.id);
  const maten = ids.length
    ? await db
        .select()
        .from(maat)
        .where(inArray(maat.objectId, ids))
        .orderBy(asc(maat.volgorde), asc(maat.id))
    : [];
  return rows.map(({ object: o, categorie: c }) => ({
    ID: o.id,
    naam: o.naam,
    prijs: o.prijs,
    extraEscposData: o.extraEscposData,
    seperateReceipt: o.seperateReceipt,
    punctueleOrder: o.punctueleOrder,
    maten: maten.filter((m) => m.objectId === o.id).map((m) => ({ ID: m.id, naam: m.naam })),
    categorie: toCategorie(c),
  }));
}

/** GET /v1/punctuelehulp/objects: the items offered in one-off help, in their punctueleOrder. */
export const punctueleObjects = (db: Db) =>
  listObjects(db, isNotNull(object.punctueleOrder), [asc(object.punctueleOrder), asc(object.naam)]);

/** One item with its category and size ids, to check a received row. */
export async function objectForRow(db: Db, objectId: number) {
  const [row] = await db
    .select({ object, categorie })
    .from(object)
    .innerJoin(categorie, eq(object.categorieId, categorie.id))
    .where(eq(object.id, objectId));
  if (!row) return undefined;
  const sizes = await db.select({ id: maat.id }).from(maat).where(eq(maat.objectId, objectId));
  return { ...row, maatIds: sizes.map((s) => s.id) };
}
