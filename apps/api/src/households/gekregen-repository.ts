import type { Gekregen } from '@mvm/domain/leden/schemas';
import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categorie, gekregen, maat, object } from '../db/schema';

const columns = {
  ID: gekregen.id,
  datum: gekregen.datum,
  aantal: gekregen.aantal,
  afdeling: categorie.afdeling,
  object: object.naam,
  objectID: gekregen.objectId,
  maat: maat.naam,
  maatID: gekregen.maatId,
  gezinsLid: gekregen.gezinslidId,
  ontvanger: gekregen.ontvanger,
  opmerking: gekregen.opmerking,
};

/** Received rows, newest first; `afdeling` is the area of the item's category. */
export async function pageGekregen(db: Db, where: SQL, page: number, pageSize: number) {
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
  const { rows } = await pageGekregen(db, eq(gekregen.id, id), 1, 1);
  return rows[0]!;
}

/** Dates of a dossier's rows whose item is in the voeding area, since `from`. */
export async function voedingDates(db: Db, dossierId: number, from: Date): Promise<Date[]> {
  const rows = await db
    .select({ datum: gekregen.datum })
    .from(gekregen)
    .innerJoin(object, eq(gekregen.objectId, object.id))
    .innerJoin(categorie, eq(object.categorieId, categorie.id))
    .where(
      and(eq(gekregen.dossierId, dossierId), eq(categorie.afdeling, 'voeding'), gte(gekregen.datum, from)),
    );
  return rows.map((r) => r.datum);
}
