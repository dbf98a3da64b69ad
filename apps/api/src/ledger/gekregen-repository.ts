import type { Afdeling, DateRange, LedgerRow, ObjectSoort } from '@mvm/domain';
import { daysAgo } from '@mvm/domain';
import { and, count, desc, eq, gte, isNotNull, lte, ne, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gekregen, maat, object } from '../db/schema';
import { present } from '@mvm/domain/present';

const columns = {
  ID: gekregen.id,
  datum: gekregen.datum,
  aantal: gekregen.aantal,
  afdeling: gekregen.afdeling,
  object: object.naam,
  objectID: gekregen.objectId,
  categorieID: object.categorieId,
  maat: maat.naam,
  maatID: gekregen.maatId,
  gezinsLid: gekregen.gezinslidId,
  ontvanger: gekregen.ontvanger,
  opmerking: gekregen.opmerking,
};

/** The ledgers' filters (spec 1 §7, spec 2 §7, plus the filter toggle's date and member). */
export type GekregenFilters = {
  categorieId?: number | undefined;
  objectId?: number | undefined;
  maatId?: number | undefined;
  gezinslidId?: number | undefined;
  /** Text in the recipient's name, case-insensitive. */
  ontvanger?: string | undefined;
  /** One Brussels day (or any range). */
  dag?: DateRange | undefined;
};

/** Which rows: one row by id, or a dossier's rows (of one area, or of every area), optionally filtered. */
export type GekregenFilter =
  { id: number } | ({ dossierId: number; afdeling?: Afdeling | undefined } & GekregenFilters);

// ILIKE's wildcards typed by a user are literal text.
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterCondition(filter: GekregenFilter): SQL | undefined {
  if ('id' in filter) return eq(gekregen.id, filter.id);
  const ontvanger = filter.ontvanger?.trim();
  return and(
    eq(gekregen.dossierId, filter.dossierId),
    filter.afdeling ? eq(gekregen.afdeling, filter.afdeling) : undefined,
    filter.categorieId ? eq(object.categorieId, filter.categorieId) : undefined,
    filter.objectId ? eq(gekregen.objectId, filter.objectId) : undefined,
    filter.maatId ? eq(gekregen.maatId, filter.maatId) : undefined,
    filter.gezinslidId ? eq(gekregen.gezinslidId, filter.gezinslidId) : undefined,
    ontvanger ? sql`${gekregen.ontvanger} ilike ${likeText(ontvanger)}` : undefined,
    filter.dag ? and(gte(gekregen.datum, filter.dag.start), lte(gekregen.datum, filter.dag.end)) : undefined,
  );
}

/**
 * Received rows, newest first. `afdeling` is the area that recorded the row, stored with it: the one
 * source the lists filter on, the chart counts and the answer shows (docs/decisions.md).
 */
export async function pageGekregen(
  db: Db,
  filter: GekregenFilter,
  page: number,
  pageSize: number,
  now = new Date(),
) {
  const where = filterCondition(filter);
  // The total rides along with the page (`count(*) over ()`): one round trip instead of two.
  const rows = await db
    .select({ ...columns, total: sql<string>`count(*) over ()`.mapWith(Number) })
    .from(gekregen)
    .innerJoin(object, eq(gekregen.objectId, object.id))
    .leftJoin(maat, eq(gekregen.maatId, maat.id))
    .where(where)
    .orderBy(desc(gekregen.datum), desc(gekregen.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  // An empty first page: nothing matches (no second statement; issue 7). A page past the end has no row to
  // carry the total: count on its own then.
  const total =
    rows[0]?.total ??
    (page === 1 ? 0 : undefined) ??
    (
      await db
        .select({ n: count() })
        .from(gekregen)
        .innerJoin(object, eq(gekregen.objectId, object.id))
        .where(where)
    )[0]?.n ??
    0;
  const list: LedgerRow[] = rows.map(({ total: _total, ...r }) => ({
    ...r,
    datum: r.datum.toISOString(),
    objectId: r.objectID,
    days: daysAgo(r.datum, now),
  }));
  return { rows: list, total };
}

export async function getGekregen(db: Db, id: number): Promise<LedgerRow> {
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

/**
 * The dossier's latest package of an area (a row with a `periode`) dated up to `until`: with `until` the
 * end of the current week or month, it is this period's package when there is one, else the last before.
 */
export async function lastPackage(
  db: Db,
  dossierId: number,
  afdeling: Afdeling,
  until: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ datum: gekregen.datum })
    .from(gekregen)
    .where(
      and(
        eq(gekregen.dossierId, dossierId),
        eq(gekregen.afdeling, afdeling),
        isNotNull(gekregen.periode),
        lte(gekregen.datum, until),
      ),
    )
    .orderBy(desc(gekregen.datum))
    .limit(1);
  return row?.datum ?? null;
}

/** Whether the dossier already has a package of this area in `periode` (another row than `exceptId`). */
export async function hasPackageIn(
  db: Db,
  dossierId: number,
  afdeling: Afdeling,
  periode: string,
  exceptId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: gekregen.id })
    .from(gekregen)
    .where(
      and(
        eq(gekregen.dossierId, dossierId),
        eq(gekregen.afdeling, afdeling),
        eq(gekregen.periode, periode),
        exceptId === null ? undefined : ne(gekregen.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The dossier's latest row (of an area) of an item of this `soort`, e.g. the last milk powder. */
export async function lastOfSoort(
  db: Db,
  dossierId: number,
  afdeling: Afdeling,
  soort: ObjectSoort,
): Promise<LedgerRow | undefined> {
  const [row] = await db
    .select({ id: gekregen.id })
    .from(gekregen)
    .innerJoin(object, eq(gekregen.objectId, object.id))
    .where(and(eq(gekregen.dossierId, dossierId), eq(gekregen.afdeling, afdeling), eq(object.soort, soort)))
    .orderBy(desc(gekregen.datum), desc(gekregen.id))
    .limit(1);
  return row ? getGekregen(db, row.id) : undefined;
}

/** spec 2 §9 totals: the sum of `aantal` per item of the dossier's rows of an area since `since`. */
export async function totalsPerObject(db: Db, dossierId: number, afdeling: Afdeling, since: Date) {
  const rows = await db
    .select({
      objectID: object.id,
      object: object.naam,
      categorieID: object.categorieId,
      soort: object.soort,
      aantal: sum(gekregen.aantal).mapWith(Number),
    })
    .from(gekregen)
    .innerJoin(object, eq(gekregen.objectId, object.id))
    .where(
      and(eq(gekregen.dossierId, dossierId), eq(gekregen.afdeling, afdeling), gte(gekregen.datum, since)),
    )
    .groupBy(object.id, object.naam, object.categorieId, object.soort)
    .orderBy(object.categorieId, object.naam);
  return rows;
}

export type GekregenValues = Omit<
  typeof gekregen.$inferInsert,
  'id' | 'dossierId' | 'afdeling' | 'createdAt'
>;
/** A row's place: its dossier and the area that recorded it (a desk only touches its own rows). */
export type GekregenScope = { dossierId: number; afdeling: Afdeling };

const inScope = (id: number, scope: GekregenScope) =>
  and(eq(gekregen.id, id), eq(gekregen.dossierId, scope.dossierId), eq(gekregen.afdeling, scope.afdeling));

/** The stored row of a scope (its item and size), or undefined. */
export async function findGekregenRow(db: Db, id: number, scope: GekregenScope) {
  const [row] = await db
    .select({ objectId: gekregen.objectId, maatId: gekregen.maatId, categorieId: object.categorieId })
    .from(gekregen)
    .innerJoin(object, eq(gekregen.objectId, object.id))
    .where(inScope(id, scope));
  return row;
}

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
