import type { Afdeling, VolgordeSave } from '@mvm/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categorie, maat, object } from '../db/schema';
import { catalogueOrder, listObjects } from '../ledger/objects-repository';
import { present } from '@mvm/domain/present';

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

/** The items of a category (for a unique name and the next order). */
export function objectsOfCategorie(db: Db, categorieId: number) {
  return db.select().from(object).where(eq(object.categorieId, categorieId));
}

/** The admin's new order: each list numbered from 1 (every id already checked to be of this area). */
export async function renumber(db: Db, lists: VolgordeSave) {
  const tables = [
    [lists.categorieen, categorie],
    [lists.objects, object],
    [lists.maten, maat],
  ] as const;
  for (const [ids, table] of tables)
    for (const [i, rowId] of (ids ?? []).entries())
      await db
        .update(table)
        .set({ volgorde: i + 1 })
        .where(eq(table.id, rowId));
}
