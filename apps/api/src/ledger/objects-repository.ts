// The items the desks offer (issue 8): read by the pickers, the row rules and the quick actions. The
// catalogue's administration (catalogus/) writes them.
import type { AdminObject, Afdeling, LedgerCategorie } from '@mvm/domain';
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categorie, maat, object } from '../db/schema';

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
export const catalogueOrder = [
  asc(categorie.volgorde),
  asc(categorie.id),
  asc(object.volgorde),
  asc(object.naam),
];

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

type SizeRef = { id: number; actief: boolean };

/** One item with its category and sizes (in their order), to check a received row: one query. */
export async function objectForRow(db: Db, objectId: number) {
  const [row] = await db
    .select({
      object,
      categorie,
      maten: sql<
        SizeRef[] | string
      >`(select coalesce(json_agg(json_build_object('id', m.id, 'actief', m.actief)
        order by m.volgorde, m.id), '[]'::json) from ${maat} m where m.object_id = ${object.id})`,
    })
    .from(object)
    .innerJoin(categorie, eq(object.categorieId, categorie.id))
    .where(eq(object.id, objectId));
  if (!row) return undefined;
  // node-postgres parses json; a driver that hands back text gets it parsed here.
  const maten = typeof row.maten === 'string' ? (JSON.parse(row.maten) as SizeRef[]) : row.maten;
  return { object: row.object, categorie: row.categorie, maten };
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
