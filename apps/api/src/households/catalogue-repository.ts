import type { AdminObject, Afdeling, LedgerCategorie } from '@mvm/domain';
import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categorie, maat, object } from '../db/schema';
import { present } from '@mvm/domain/present';

export type CategorieRow = typeof categorie.$inferSelect;
export type ObjectRow = typeof object.$inferSelect;
export type MaatRow = typeof maat.$inferSelect;

export const toCategorie = (c: CategorieRow): LedgerCategorie & { actief: boolean } => ({
  ID: c.id,
  naam: c.naam,
  afdeling: c.afdeling,
  order: c.volgorde,
  perPersoon: c.perPersoon,
  opMaat: c.opMaat,
  printKindInfo: c.printKindInfo,
  printOpties: { printKindInfo: c.printKindInfo },
  opties: c.opties,
  actief: c.actief,
});

/** The catalogue's order: categories by their order, items by theirs, then by name. */
const catalogueOrder = [asc(categorie.volgorde), asc(categorie.id), asc(object.volgorde), asc(object.naam)];

/**
 * Items with their category and sizes. `activeOnly` (the pickers): retired items, items of a retired
 * category and retired sizes are left out; the admin catalogue sees everything.
 */
export async function listObjects(
  db: Db,
  where: SQL | undefined,
  orderBy: SQL[],
  activeOnly = true,
): Promise<AdminObject[]> {
  const rows = await db
    .select({ object, categorie })
    .from(object)
    .innerJoin(categorie, eq(object.categorieId, categorie.id))
    .where(and(where, activeOnly ? and(eq(object.actief, true), eq(categorie.actief, true)) : undefined))
    .orderBy(...orderBy);
  const ids = rows.map((r) => r.object.id);
  const maten = ids.length
    ? await db
        .select()
        .from(maat)
        .where(and(inArray(maat.objectId, ids), activeOnly ? eq(maat.actief, true) : undefined))
        .orderBy(asc(maat.volgorde), asc(maat.id))
    : [];
  const sizesOf = new Map<number, MaatRow[]>();
  for (const m of maten) sizesOf.set(m.objectId, [...(sizesOf.get(m.objectId) ?? []), m]);
  return rows.map(({ object: o, categorie: c }) => ({
    ID: o.id,
    naam: o.naam,
    prijs: o.prijs,
    extraEscposData: o.extraEscposData,
    seperateReceipt: o.seperateReceipt,
    punctueleOrder: o.punctueleOrder,
    soort: o.soort ?? null,
    actief: o.actief && c.actief,
    order: o.volgorde,
    maten: (sizesOf.get(o.id) ?? []).map((m) => ({ ID: m.id, naam: m.naam, actief: m.actief })),
    categorie: toCategorie(c),
  }));
}

/** GET /v1/{materiaal,voeding,zeephuisje}/objects: the active items of one area's catalogue. */
export const areaObjects = (db: Db, afdeling: Afdeling) =>
  listObjects(db, eq(categorie.afdeling, afdeling), catalogueOrder);

/** GET /v1/punctuelehulp/objects: the items offered in one-off help, in their punctueleOrder. */
export const punctueleObjects = (db: Db) =>
  listObjects(db, isNotNull(object.punctueleOrder), [asc(object.punctueleOrder), asc(object.naam)]);

/** The admin catalogue of an area: every item, retired ones too (with `actief` on items and sizes). */
export const allObjects = (db: Db, afdeling: Afdeling) =>
  listObjects(db, eq(categorie.afdeling, afdeling), catalogueOrder, false);

/** Every category of an area (retired ones too), in order. */
export const allCategories = (db: Db, afdeling: Afdeling) =>
  db
    .select()
    .from(categorie)
    .where(eq(categorie.afdeling, afdeling))
    .orderBy(asc(categorie.volgorde), asc(categorie.id));

/** One item with its category and sizes, to check a received row. */
export async function objectForRow(db: Db, objectId: number) {
  const [row] = await db
    .select({ object, categorie })
    .from(object)
    .innerJoin(categorie, eq(object.categorieId, categorie.id))
    .where(eq(object.id, objectId));
  if (!row) return undefined;
  const sizes = await db
    .select({ id: maat.id, actief: maat.actief })
    .from(maat)
    .where(eq(maat.objectId, objectId))
    .orderBy(asc(maat.volgorde), asc(maat.id));
  return { ...row, maten: sizes };
}
export type ObjectForRow = NonNullable<Awaited<ReturnType<typeof objectForRow>>>;

/** The active item of `soort` in an area's catalogue (its first, in catalogue order), for the quick actions. */
export async function objectOfSoort(db: Db, afdeling: Afdeling, soort: NonNullable<ObjectRow['soort']>) {
  const [row] = await db
    .select({ id: object.id })
    .from(object)
    .innerJoin(categorie, eq(object.categorieId, categorie.id))
    .where(
      and(
        eq(categorie.afdeling, afdeling),
        eq(object.soort, soort),
        eq(object.actief, true),
        eq(categorie.actief, true),
      ),
    )
    .orderBy(...catalogueOrder)
    .limit(1);
  return row ? objectForRow(db, row.id) : undefined;
}

// --- the admin catalogue's writes (beyond the spec) -------------------------------------------------

export type CategorieValues = Omit<typeof categorie.$inferInsert, 'id'>;
export type ObjectValues = Omit<typeof object.$inferInsert, 'id'>;
export type MaatValues = Omit<typeof maat.$inferInsert, 'id'>;

export async function insertCategorie(db: Db, values: CategorieValues): Promise<number> {
  const [row] = await db.insert(categorie).values(values).returning({ id: categorie.id });
  return present(row, 'the inserted category').id;
}
export async function updateCategorie(db: Db, id: number, values: Partial<CategorieValues>) {
  if (Object.keys(values).length === 0) return findCategorie(db, id);
  const [row] = await db.update(categorie).set(values).where(eq(categorie.id, id)).returning();
  return row;
}
export async function findCategorie(db: Db, id: number) {
  const [row] = await db.select().from(categorie).where(eq(categorie.id, id));
  return row;
}

export async function insertObject(db: Db, values: ObjectValues): Promise<number> {
  const [row] = await db.insert(object).values(values).returning({ id: object.id });
  return present(row, 'the inserted item').id;
}
export async function updateObject(db: Db, id: number, values: Partial<ObjectValues>) {
  const [row] = await db.update(object).set(values).where(eq(object.id, id)).returning();
  return row;
}
export async function findObject(db: Db, id: number) {
  const [row] = await db.select().from(object).where(eq(object.id, id));
  return row;
}

export async function insertMaat(db: Db, values: MaatValues): Promise<number> {
  const [row] = await db.insert(maat).values(values).returning({ id: maat.id });
  return present(row, 'the inserted size').id;
}
export async function updateMaat(db: Db, id: number, objectId: number, values: Partial<MaatValues>) {
  if (Object.keys(values).length === 0) return undefined;
  const [row] = await db
    .update(maat)
    .set(values)
    .where(and(eq(maat.id, id), eq(maat.objectId, objectId)))
    .returning();
  return row;
}
export async function sizesOf(db: Db, objectId: number) {
  return db.select().from(maat).where(eq(maat.objectId, objectId)).orderBy(asc(maat.volgorde), asc(maat.id));
}
