import type { Gekregen } from '@mvm/domain/leden/schemas';
import type { Afdeling } from '@mvm/domain';
import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categorie, gekregen, maat, object } from '../db/schema';
import { present } from '@mvm/domain/present';

const columns = {
  ID: gekregen.id,
  datum: gekregen.datum,
  aantal: gekregen.aantal,
  afdeling: gekregen.afdeling,
  object: object.naam,
  objectID: gekregen.objectId,
  maat: maat.naam,
  maatID: gekregen.maatId,
  gezinsLid: gekregen.gezinslidId,
  ontvanger: gekregen.ontvanger,
  opmerking: gekregen.opmerking,
};

/** Which rows: one row by id, or a dossier's rows (of one area, or of every area). */
export type GekregenFilter = { id: number } | { dossierId: number; afdeling?: Afdeling | undefined };

const filterCondition = (filter: GekregenFilter): SQL | undefined =>
  'id' in filter
    ? eq(gekregen.id, filter.id)
    : and(
        eq(gekregen.dossierId, filter.dossierId),
        filter.afdeling ? eq(gekregen.afdeling, filter.afdeling) : undefined,
      );

/**
 * Received rows, newest first. `afdeling` is the area that recorded the row, stored with it: the one
 * source the lists filter on, the chart counts and the answer shows (docs/decisions.md).
 */
export async function pageGekregen(db: Db, filter: GekregenFilter, page: number, pageSize: number) {
  const where = filterCondition(filter);
  // The total rides along with the page (`count(*) over ()`): one round trip instead of two.
  const rows = await db
    .select({ ...columns, total: sql<string>`count(*) over ()`.mapWith(Number) })
    .from(gekregen)
    .innerJoin(object, eq(gekregen.objectId, object.id))
    .innerJoin(categorie, eq(object.categorieId, categorie.id))
    .leftJoin(maat, eq(gekregen.maatId, maat.id))
    .where(where)
    .orderBy(desc(gekregen.datum), desc(gekregen.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  // A page past the end has no row to carry the total: count on its own then.
  const total = rows[0]?.total ?? (await db.select({ n: count() }).from(gekregen).where(where))[0]?.n ?? 0;
  const list: Gekregen[] = rows.map(({ total: _total, ...r }) => ({ ...r, datum: r.datum.toISOString() }));
  return { rows: list, total };
}

export async function getGekregen(db: Db, id: number): Promise<Gekregen> {
  const { rows } = await pageGekregen(db, { id }, 1, 1);
  return present(rows[0], `gekregen row ${id}`);
}

/** Dates of a dossier's rows of one area since `from` (the index on dossier, afdeling, datum serves it). */
export async function datesOfArea(
  db: Db,
  dossierId: number,
  afdeling: Afdeling,
  from: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ datum: gekregen.datum })
    .from(gekregen)
    .where(
      and(eq(gekregen.dossierId, dossierId), eq(gekregen.afdeling, afdeling), gte(gekregen.datum, from)),
    );
  return rows.map((r) => r.datum);
}

export type GekregenValues = Omit<
  typeof gekregen.$inferInsert,
  'id' | 'dossierId' | 'afdeling' | 'createdAt'
>;
/** A row's place: its dossier and the area that recorded it (a desk only touches its own rows). */
export type GekregenScope = { dossierId: number; afdeling: Afdeling };

const inScope = (id: number, scope: GekregenScope) =>
  and(eq(gekregen.id, id), eq(gekregen.dossierId, scope.dossierId), eq(gekregen.afdeling, scope.afdeling));

export async function insertGekregen(db: Db, scope: GekregenScope, values: GekregenValues, now: Date) {
  const [row] = await db
    .insert(gekregen)
    .values({ ...values, ...scope, createdAt: now, updatedAt: now })
    .returning({ id: gekregen.id });
  // INSERT … RETURNING of one row always returns that row.
  return present(row, 'the inserted gekregen row').id;
}

/** The row's id, or undefined when the scope holds no such row. */
export async function updateGekregen(
  db: Db,
  id: number,
  scope: GekregenScope,
  values: GekregenValues,
): Promise<number | undefined> {
  const [row] = await db
    .update(gekregen)
    .set(values)
    .where(inScope(id, scope))
    .returning({ id: gekregen.id });
  return row?.id;
}

/** Whether a row was deleted. */
export async function deleteGekregenRow(db: Db, id: number, scope: GekregenScope): Promise<boolean> {
  const deleted = await db.delete(gekregen).where(inScope(id, scope)).returning({ id: gekregen.id });
  return deleted.length > 0;
}
