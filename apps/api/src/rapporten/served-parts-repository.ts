import { sql, type SQL } from 'drizzle-orm';
import { runsConcurrently, type Db } from '../db/client';
import type { PeriodBounds } from './rapport-repository';
import { servedStatement, type IdRange, type PersonCounts, type ServedCounts } from './served-repository';

/**
 * Parts of the served counts on PostgreSQL: each household's lines are in one part, so the parts are summed.
 * Two, the cores of the database server measured (docs/decisions.md, "Dashboard and reports").
 */
const PARTS = 2;

/** `parts` ranges of dossier ids of about as many households each, the last one open. */
export function idRanges(maxId: number, parts: number): IdRange[] {
  const cuts = Array.from({ length: parts - 1 }, (_, k) => Math.floor((maxId * (k + 1)) / parts) + 1);
  return [...cuts, undefined].map((to, k) => ({
    ...(k > 0 ? { from: cuts[k - 1] } : {}),
    ...(to === undefined ? {} : { to }),
  }));
}

/** A part's counts; its postcodes come per postcode and place name (for mergePostcodes). */
type Part = ServedCounts;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer { rows } and parse json; the shared Db type does not say so.
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * One part of the served counts, in a read-only transaction with the memory to keep its households in one hash
 * table (at the default 4 MB it spills to disk) and without JIT compilation (its misestimated cost of this
 * statement made PostgreSQL spend seconds compiling).
 */
function servedPart(db: Db, p: PeriodBounds, months: number, ids: IdRange): Promise<Part> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction read only`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local jit = off`);
    const [row] = await rows<Part>(tx, servedStatement(p, months, ids));
    if (!row) throw new Error('servedCounts: no row');
    return row;
  });
}

const COUNTS = ['huishoudens', 'personen', 'volwassenen', 'kinderenOnder12', 'jongeren12tot17'] as const;

/** The parts' lines summed per key (the parts count different households). */
function sum<T extends PersonCounts>(lines: T[], key: (line: T) => string): T[] {
  const total = new Map<string, T>();
  for (const line of lines) {
    const seen = total.get(key(line));
    if (seen) for (const c of COUNTS) seen[c] += line[c];
    else total.set(key(line), { ...line });
  }
  return [...total.values()];
}

/**
 * Households per postcode with its most common place name (ties: the first in the database's order, as
 * `mode()` chooses), most households first: in SQL, so names are ordered by the database's collation.
 */
async function mergePostcodes(db: Db, lines: Part['postcodes']): Promise<ServedCounts['postcodes']> {
  const [row] = await rows<{ postcodes: ServedCounts['postcodes'] }>(
    db,
    sql`
    select coalesce(json_agg(x order by x.huishoudens desc, x.postcode), '[]') as postcodes
      from (select t.postcode, (array_agg(t.gemeente order by t.n desc, t.gemeente))[1] as gemeente,
                   sum(t.n)::int as huishoudens
              from (select postcode, gemeente, sum(huishoudens) as n
                      from json_to_recordset(${JSON.stringify(lines)}::json)
                           as t(postcode text, gemeente text, huishoudens int)
                     group by 1, 2) t
             group by t.postcode) x`,
  );
  return row?.postcodes ?? [];
}

/**
 * The served counts of a period. On PostgreSQL the households are split in PARTS ranges of dossier ids, counted
 * at the same time on their own connections and summed (one statement takes one core); PGlite counts them in one
 * part. Each part reads its own snapshot: a household is counted from one moment, as a report started a moment
 * earlier or later would count it. `ranges` (tests) chooses the parts.
 */
export async function servedCounts(
  db: Db,
  p: PeriodBounds,
  months: number,
  ranges?: IdRange[],
): Promise<ServedCounts> {
  if (!ranges) {
    const [max] = runsConcurrently(db)
      ? await rows<{ id: number | null }>(db, sql`select max(id) as id from dossiers`)
      : [];
    ranges = max ? idRanges(max.id ?? 0, PARTS) : [{}];
  }
  const parts = await Promise.all(ranges.map((ids) => servedPart(db, p, months, ids)));
  return {
    perMaand: sum(
      parts.flatMap((x) => x.perMaand),
      (l) => `${l.maand}|${l.afdeling}`,
    ),
    periode: sum(
      parts.flatMap((x) => x.periode),
      (l) => l.afdeling,
    ),
    postcodes: await mergePostcodes(
      db,
      parts.flatMap((x) => x.postcodes),
    ),
  };
}
