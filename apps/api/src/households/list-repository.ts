import type { MemberOrder } from '@mvm/domain';
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dossiers, gezin, gezinslid } from '../db/schema';
import { hasRrn, searchFilter } from './search';

const WORD_SIMILARITY = 0.45;

export type ListArea = 'leden' | 'punctueel';
export type ListOptions = {
  area: ListArea;
  page: number;
  pageSize: number;
  order: MemberOrder;
  search?: string | undefined;
  rijksregisternummer?: string | undefined;
};

const orderColumns = {
  MVMNummer: dossiers.mvmnummer,
  UpdatedAt: dossiers.updatedAt,
  CreatedAt: dossiers.createdAt,
} as const;

function orderBy(options: ListOptions, rank: SQL | undefined): SQL[] {
  const dir = options.order.direction === 'asc' ? asc : desc;
  // One-off cases are listed newest case number first.
  const main = options.area === 'punctueel' ? desc(dossiers.enummer) : dir(orderColumns[options.order.field]);
  return [...(rank ? [desc(rank)] : []), main, desc(dossiers.id)];
}

/** A page of dossiers with the head's name, and the total for Num-Total-Entries. */
export async function listDossiers(db: Db, options: ListOptions) {
  const filter = options.search ? searchFilter(options.search, options.area) : null;
  const where = and(
    isNull(dossiers.verwijderdOp),
    options.area === 'leden' ? isNotNull(dossiers.mvmnummer) : isNotNull(dossiers.enummer),
    options.rijksregisternummer?.trim() ? hasRrn(options.rijksregisternummer) : undefined,
    filter?.where,
  );
  const head = and(eq(gezinslid.dossierId, dossiers.id), eq(gezinslid.gezinsHoofd, true));
  const ordering = orderBy(options, filter?.rank);
  // A name search counts its matches in the same scan that ranks them (`count(*) over ()`): a second
  // count query repeated the whole trigram index scan and recheck (~30 ms for a common name on 100k).
  const countInPage = Boolean(filter?.rank);
  // Pick the page's ten dossiers on the dossiers table alone, then join the household and its head
  // for those rows only: joining first made a name search visit every matching household (~150 ms).
  const page = (db: Db) =>
    db
      .select({
        id: dossiers.id,
        position: sql<number>`row_number() over (order by ${sql.join(ordering, sql`, `)})`.as('position'),
        total: (countInPage ? sql<number>`count(*) over ()` : sql<number>`0`).as('total'),
      })
      .from(dossiers)
      .where(where)
      .orderBy(...ordering)
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .as('page');
  const run = async (db: Db) => {
    const rowsOfPage = page(db);
    const [rows, total] = await Promise.all([
      db
        .select({
          dossier: dossiers,
          voornaam: sql<string>`coalesce(${gezinslid.voornaam}, '')`,
          achternaam: sql<string>`coalesce(${gezinslid.achternaam}, '')`,
          geboorteland: sql<string>`coalesce(${gezinslid.geboorteland}, '')`,
          ondertekendFormulier: gezin.ondertekendFormulier,
          total: sql<string>`${rowsOfPage.total}`.mapWith(Number),
        })
        .from(rowsOfPage)
        .innerJoin(dossiers, eq(dossiers.id, rowsOfPage.id))
        .innerJoin(gezin, eq(gezin.dossierId, dossiers.id))
        .leftJoin(gezinslid, head)
        .orderBy(rowsOfPage.position),
      countInPage ? Promise.resolve(null) : countDossiers(db, options, where),
    ]);
    // A page past the end has no row to carry the count: count on its own then (rare).
    const counted = total ?? rows[0]?.total ?? (await exactCount(db, where));
    return { rows, total: counted };
  };
  // A name search tolerates a typo per word: pg_trgm's `<%` threshold (default 0.6) is lowered for this
  // transaction only ('jannsens' finds Janssens at 0.5); the rank puts the best matches first.
  return filter?.rank
    ? await db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`,
        );
        return run(tx);
      })
    : await run(db);
}

async function exactCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dossiers).where(where);
  return row?.n ?? 0;
}

/** Above this many rows an unfiltered list shows the planner's estimate as its total (docs/decisions.md). */
export const ESTIMATE_ABOVE = 10_000;

/**
 * Num-Total-Entries of a list. An exact count(*) of an unfiltered list reads every live row (~20 ms for
 * 100k households, on every page turn); the partial index of the list already knows its size, to within
 * the last ANALYZE (autovacuum on PostgreSQL, the API's maintenance on PGlite). Small lists, filters and
 * searches stay exact.
 */
async function countDossiers(db: Db, options: ListOptions, where: SQL | undefined): Promise<number> {
  if (!options.search?.trim() && !options.rijksregisternummer?.trim()) {
    const index = options.area === 'leden' ? 'dossiers_leden_live_idx' : 'dossiers_punctueel_live_idx';
    const result = (await db.execute(
      sql`select reltuples::bigint as n from pg_class where relname = ${index}`,
    )) as unknown as { rows: { n: string | number }[] };
    const estimate = Number(result.rows[0]?.n ?? -1);
    if (estimate > ESTIMATE_ABOVE) return estimate;
  }
  return exactCount(db, where);
}
