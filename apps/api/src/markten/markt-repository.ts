import type { Markt, MarktOrder, MarktSave } from '@mvm/domain/markten/schemas';
import { and, asc, count, desc, gte, ilike, lte, sql, type SQL, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { markten } from '../db/schema';

export type MarktRow = typeof markten.$inferSelect;

export const toMarkt = (m: MarktRow): Markt => ({
  ID: m.id,
  naam: m.naam,
  beschrijving: m.beschrijving,
  startDatum: m.startDatum,
  eindDatum: m.eindDatum,
  printLocatie: m.printLocatie,
  voorKinderen: m.voorKinderen,
  minKindLeeftijd: m.minKindLeeftijd,
  maxKindLeeftijd: m.maxKindLeeftijd,
  CreatedAt: m.createdAt.toISOString(),
  UpdatedAt: m.updatedAt.toISOString(),
});

const ORDER_COLUMN = { naam: markten.naam, start_datum: markten.startDatum, eind_datum: markten.eindDatum };

// LIKE wildcards in a search are literal text.
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function pageMarkten(
  db: Db,
  { page, pageSize, order, search }: { page: number; pageSize: number; order: MarktOrder; search: string },
) {
  const where: SQL | undefined = search
    ? sql`(${ilike(markten.naam, likeText(search))} or ${ilike(markten.beschrijving, likeText(search))})`
    : undefined;
  const direction = order.direction === 'asc' ? asc : desc;
  // The total rides along with the page (`count(*) over ()`): one round trip instead of two.
  const rows = await db
    .select({ markt: markten, total: sql<string>`count(*) over ()`.mapWith(Number) })
    .from(markten)
    .where(where)
    .orderBy(direction(ORDER_COLUMN[order.field]), desc(markten.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  // A page past the end has no row to carry the total: count on its own then.
  const total = rows[0]?.total ?? (await db.select({ n: count() }).from(markten).where(where))[0]?.n ?? 0;
  return { rows: rows.map((r) => toMarkt(r.markt)), total };
}

export async function findMarkt(db: Db, id: number): Promise<MarktRow | undefined> {
  const [row] = await db.select().from(markten).where(eq(markten.id, id));
  return row;
}

/** Markets running on this Brussels day (start and end day included). */
export async function currentMarkten(db: Db, today: string): Promise<MarktRow[]> {
  return db
    .select()
    .from(markten)
    .where(and(lte(markten.startDatum, today), gte(markten.eindDatum, today)))
    .orderBy(asc(markten.startDatum), asc(markten.naam), asc(markten.id));
}

type MarktValues = Omit<MarktSave, 'ID' | 'CreatedAt' | 'UpdatedAt' | 'startDatum' | 'eindDatum'> & {
  startDatum: string;
  eindDatum: string;
};

export async function insertMarkt(db: Db, values: MarktValues, now: Date): Promise<MarktRow | undefined> {
  const [row] = await db
    .insert(markten)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

export async function updateMarkt(db: Db, id: number, values: MarktValues, now: Date) {
  const [row] = await db
    .update(markten)
    .set({ ...values, updatedAt: now })
    .where(eq(markten.id, id))
    .returning();
  return row;
}

export async function deleteMarkt(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(markten).where(eq(markten.id, id)).returning({ id: markten.id });
  return rows.length > 0;
}
