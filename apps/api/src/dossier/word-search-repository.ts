import type { MemberOrder } from '@mvm/domain';
import { sql, type SQL } from 'drizzle-orm';
import { dossierWoorden, zoeknaamWoorden } from '../db/schema';
import { escapeLike, normalized, type Correction } from './search-repository';

/**
 * A name search answered from the words index (issue 7, docs/decisions.md "A name search reads a words index"):
 * each typed word of 3 letters or more, with the corrections of the typo step (none in the words-as-typed step).
 * A name matches when each typed word is a substring of one of its words, or is one of its corrections.
 */
export type WordSearch = { words: { typed: string; corrections: Correction[] }[] };

/** The list a page is for, and its own order (the ranks come first). */
export type WordPageOptions = {
  area: 'leden' | 'punctueel';
  order: MemberOrder;
  limit: number;
  offset: number;
};

/**
 * The words of the live names (`zoeknaam_woorden`, a few thousand rows) each typed word matches, with its score
 * (1 as typed, a correction's similarity) and its tier (2 the whole word, 1 the start of it, 0 an inner part):
 * the same scores and tiers `nameSearch` computes on the whole name.
 */
function candidateWords(search: WordSearch): SQL {
  const parts = search.words.map(({ typed, corrections }, i) => {
    const tier = (woord: SQL) =>
      sql`case when ${woord} = ${normalized(typed)} then 2 when ${woord} like ${normalized(`${escapeLike(typed)}%`)} then 1 else 0 end`;
    const asTyped = sql`select ${i}::integer, w.woord, 1::real, ${tier(sql`w.woord`)}
      from ${zoeknaamWoorden} w where w.woord like ${normalized(`%${escapeLike(typed)}%`)}`;
    if (corrections.length === 0) return asTyped;
    const values = sql.join(
      corrections.map((c) => sql`(${c.woord}::text, ${c.gelijkenis}::real)`),
      sql`, `,
    );
    return sql`${asTyped} union all select ${i}::integer, c.woord, c.gelijkenis, ${tier(sql`c.woord`)}
      from (values ${values}) c (woord, gelijkenis)`;
  });
  return sql.join(parts, sql` union all `);
}

// The list's order columns as the index stores them (the matches below keep their names).
const orderColumn = {
  MVMNummer: dossierWoorden.mvmnummer,
  UpdatedAt: dossierWoorden.updatedAt,
  CreatedAt: dossierWoorden.createdAt,
} as const;

/**
 * One page of a name search's dossiers as a derived table `pagina (id, total, rang1, rang2)`, read from the
 * words index alone: the matching (word, dossier) entries carry the name's length and the list's order columns,
 * so the matches are ranked, ordered and counted without visiting the dossiers (a common name's ~2,000 matches
 * lie on as many heap pages). rang1 is the sum of each typed word's best score, rang2 the tiers × 1000 minus the
 * name's length: the order of `listDossiers`'s ranks, then the list's own order, then the newest dossier.
 */
export function wordPage(search: WordSearch, options: WordPageOptions): SQL {
  const w = dossierWoorden;
  const inList = options.area === 'leden' ? sql`dw.mvmnummer is not null` : sql`dw.enummer is not null`;
  const main =
    options.area === 'punctueel'
      ? sql`enummer desc`
      : sql.raw(
          `${orderColumn[options.order.field].name} ${options.order.direction === 'asc' ? 'asc' : 'desc'}`,
        );
  // Per dossier and typed word, its best matching word; a name holding every typed word is a match.
  const perWord = sql`select dw.dossier_id as id, k.i, max(k.score) as score, max(k.tier) as tier,
      max(dw.lengte) as lengte, max(dw.mvmnummer) as mvmnummer, max(dw.enummer) as enummer,
      max(dw.created_at) as created_at, max(dw.updated_at) as updated_at
    from kandidaten k join ${w} dw on dw.woord = k.woord
    where ${inList}
    group by dw.dossier_id, k.i`;
  const n = search.words.length;
  // One typed word (most searches): a row per dossier already, without a second grouping.
  const matches =
    n === 1
      ? sql`select id, score as rang1, tier * 1000 - lengte as rang2, mvmnummer, enummer, created_at, updated_at
          from per_woord`
      : sql`select id, sum(score) as rang1, sum(tier) * 1000 - max(lengte) as rang2, max(mvmnummer) as mvmnummer,
            max(enummer) as enummer, max(created_at) as created_at, max(updated_at) as updated_at
          from per_woord group by id having count(*) = ${n}`;
  return sql`(with kandidaten (i, woord, score, tier) as (${candidateWords(search)}),
      per_woord as (${perWord}),
      treffers as (${matches})
    select id, count(*) over () as total, rang1, rang2 from treffers
    order by rang1 desc, rang2 desc, ${main}, id desc
    limit ${options.limit} offset ${options.offset}) as pagina`;
}
