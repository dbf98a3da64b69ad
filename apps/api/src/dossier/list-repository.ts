import type { MemberOrder } from '@mvm/domain';
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dossiers, dossierTellers, gezin, gezinslid, lidmaatschap } from '../db/schema';

import { hasRrn, searchFilter } from './search-repository';
import { correctWords } from './word-corrections-repository';
import { wordPage, type WordSearch } from './word-search-repository';

type Period = { start: Date; eind: Date; vroegtijdigBeindigd: boolean };

export type ListArea = 'leden' | 'punctueel';
/** A list route's query string: paging, search and the national-number filter. */
export type ListQuery = { page: number; page_size: number; search?: string; rijksregisternummer?: string };
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

/** A search's ranks first (each best = highest first), then the list's own order. */
function orderBy(options: ListOptions, ranks: SQL[]): SQL[] {
  const dir = options.order.direction === 'asc' ? asc : desc;
  // One-off cases are listed newest case number first.
  const main = options.area === 'punctueel' ? desc(dossiers.enummer) : dir(orderColumns[options.order.field]);
  return [...ranks.map((rank) => desc(rank)), main, desc(dossiers.id)];
}

/** A page of dossiers with the head's name, and the total for Num-Total-Entries. */
export async function listDossiers(db: Db, options: ListOptions) {
  const filter = options.search ? searchFilter(options.search, options.area) : null;
  const base = and(
    isNull(dossiers.verwijderdOp),
    options.area === 'leden' ? isNotNull(dossiers.mvmnummer) : isNotNull(dossiers.enummer),
    options.rijksregisternummer?.trim() ? hasRrn(options.rijksregisternummer) : undefined,
  );
  const where = and(base, filter?.where);
  const head = and(eq(gezinslid.dossierId, dossiers.id), eq(gezinslid.gezinsHoofd, true));

  // One query per page (issue 7: every round trip costs more than these small queries themselves).
  // A filtered list counts its matches in the same scan that picks the page (`count(*) over ()`): a
  // second count query repeated the whole trigram scan of a common name (~30 ms on 100k households).
  // An unfiltered list reads its count from dossier_tellers (kept by triggers, exact): a count(*) read every
  // live row on every page turn (~0.4 ms of the embedded list's 3.3 ms on 5,000 households, ~20 ms on 100k).
  const filtered = Boolean(filter) || Boolean(options.rijksregisternummer?.trim());
  // Pick the page's ten dossiers on the dossiers table alone, then join the household and its head
  // for those rows only: joining first made a name search visit every matching household (~150 ms).
  const scanPage = (db: Db, where: SQL | undefined, ordering: SQL[]) =>
    db
      .select({
        id: dossiers.id,
        total: (filtered ? sql<number>`count(*) over ()` : sql<number>`0`).as('total'),
      })
      .from(dossiers)
      .where(where)
      .orderBy(...ordering)
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .as('page');
  // A name search without other filters reads its page from the words index instead (word-search.ts).
  const wordsPage = (db: Db, words: WordSearch) =>
    db
      .select({
        // Aliases the outer query names bare: unique among its columns.
        id: sql<number>`pagina.id`.as('pagina_id'),
        total: sql<number>`pagina.total`.as('total'),
        rang1: sql<number>`pagina.rang1`.as('rang1'),
        rang2: sql<number>`pagina.rang2`.as('rang2'),
      })
      .from(
        wordPage(words, {
          area: options.area,
          order: options.order,
          limit: options.pageSize,
          offset: (options.page - 1) * options.pageSize,
        }),
      )
      .as('page');
  const useWords = !options.rijksregisternummer?.trim();
  const run = async (db: Db, where: SQL | undefined, ranks: SQL[], words?: WordSearch) => {
    let rowsOfPage;
    let ordering: SQL[];
    if (words && useWords) {
      rowsOfPage = wordsPage(db, words);
      // The ranks as the words page computed them, then the list's order on the page's ten rows.
      ordering = orderBy(options, [sql`${rowsOfPage.rang1}`, sql`${rowsOfPage.rang2}`]);
    } else {
      ordering = orderBy(options, ranks);
      rowsOfPage = scanPage(db, where, ordering);
    }
    const rows = await db
      .select({
        dossier: dossiers,
        voornaam: sql<string>`coalesce(${gezinslid.voornaam}, '')`,
        achternaam: sql<string>`coalesce(${gezinslid.achternaam}, '')`,
        geboorteland: sql<string>`coalesce(${gezinslid.geboorteland}, '')`,
        ondertekendFormulier: gezin.ondertekendFormulier,
        total: sql<string>`${rowsOfPage.total}`.mapWith(Number),
        // Unfiltered: the list's live dossiers, as the triggers of migration 0014 keep them.
        unfilteredTotal: (filtered
          ? sql<string>`0`
          : sql<string>`(select t.aantal from ${dossierTellers} t where t.lijst = ${options.area})`
        ).mapWith(Number),
        // The periods a member's status and einddatum derive from, as epoch milliseconds.
        memberships: sql<MembershipPeriodJson[]>`(select coalesce(json_agg(json_build_array(
            extract(epoch from m.start) * 1000, extract(epoch from m.eind) * 1000, m.vroegtijdig_beindigd)), '[]'::json)
          from ${lidmaatschap} m where m.dossier_id = "dossiers"."id")`,
      })
      .from(rowsOfPage)
      .innerJoin(dossiers, eq(dossiers.id, rowsOfPage.id))
      .innerJoin(gezin, eq(gezin.dossierId, dossiers.id))
      .leftJoin(gezinslid, head)
      // The page's order again, on its ten rows (the ordering names the outer "dossiers", the same rows): a
      // row_number() over the whole ordering kept the scan from a top-N sort, sorting all ~2,000 matches of a
      // common name in full (about a fifth of the statement on 100k households, issue 7).
      .orderBy(...ordering);
    const first = rows[0];
    let total: number;
    if (filtered && first) total = first.total;
    else if (!filtered && first) total = first.unfilteredTotal;
    // Nothing on the first page: nothing at all (a search as typed that needs correcting, no matches).
    else if (!first && options.page === 1) total = 0;
    // A page past the end (no row carries the count): count exactly.
    else total = await exactCount(db, where);
    return {
      rows: rows.map(({ memberships, ...row }) => ({
        ...row,
        lidmaatschap: parsePeriods(memberships),
      })),
      total,
    };
  };
  // Exact words first (docs/decisions.md, "Name search"): when every word occurs as typed, those matches are
  // the answer, ranked.
  const found = await run(db, where, filter?.rank ? [filter.rank] : [], filter?.words);
  const typo = filter?.typo;
  if (found.total > 0 || !typo || typo.toCorrect.length === 0) return found;
  // Nothing as typed: correct the typed words against the words of the live names (one statement), then the
  // same kind of search with each word as typed or as one of its corrections (issue 7, "Fast member routes").
  const corrected = typo.corrected(await correctWords(db, typo.toCorrect));
  return run(db, and(base, corrected.where), corrected.rank, corrected.words);
}

async function exactCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dossiers).where(where);
  return row?.n ?? 0;
}

/** One row of a list page: the dossier, its head's name and country of birth, and its membership periods. */
export type DossierListRow = Awaited<ReturnType<typeof listDossiers>>['rows'][number];

type MembershipPeriodJson = [number | string, number | string, boolean];

/** json numbers of epoch milliseconds back to the periods `memberStatus` and `latestEnd` read. */
function parsePeriods(json: MembershipPeriodJson[] | string): Period[] {
  // The json_agg of the list query, parsed when the driver hands back text.
  const list = typeof json === 'string' ? (JSON.parse(json) as MembershipPeriodJson[]) : json;
  return list.map(([start, eind, vroegtijdigBeindigd]) => ({
    start: new Date(Number(start)),
    eind: new Date(Number(eind)),
    vroegtijdigBeindigd,
  }));
}
