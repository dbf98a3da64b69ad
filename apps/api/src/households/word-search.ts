import type { MemberOrder } from '@mvm/domain';
import { sql, type SQL } from 'drizzle-orm';
import { dossierWoorden, zoeknaamWoorden } from '../db/schema';
import { escapeLike, normalized, type Correction } from './search';

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

const orderColumn = { MVMNummer: 'mvmnummer', UpdatedAt: 'updated_at', CreatedAt: 'created_at' } as const;

/**
 * The words of the live names closest to each typed word, as `correctWords` picks them (word-corrections.ts): the
 * same `<%` at the connection's threshold, the same order and limit, inside the statement.
 */
function correctionWords(search: WordSearch, limit: number): SQL {
  const typed = sql.join(
    search.words.map(
      ({ typed }, i) => sql`(${i}::integer, ${normalized(typed)}, ${normalized(`${escapeLike(typed)}%`)})`,
    ),
    sql`, `,
  );
  return sql`select t.i, c.woord, c.gelijkenis,
      case when c.woord = t.getypt then 2 when c.woord like t.begin then 1 else 0 end
    from (values ${typed}) as t (i, getypt, begin)
    cross join lateral (
      select w.woord, word_similarity(t.getypt, w.woord)::real as gelijkenis
        from ${zoeknaamWoorden} w
       where t.getypt <% w.woord
       order by 2 desc, similarity(t.getypt, w.woord) desc, w.aantal desc, 1
       limit ${limit}) c`;
}

/**
 * The matches of a set of candidate words (a CTE named `candidates` with columns i, woord, score, tier), one row
 * per dossier holding every typed word: rang1 the sum of each typed word's best score, rang2 the tiers × 1000
 * minus the name's length.
 */
function matchesOf(candidates: string, n: number, options: WordPageOptions): SQL {
  const inList = options.area === 'leden' ? sql`dw.mvmnummer is not null` : sql`dw.enummer is not null`;
  // Per dossier and typed word, its best matching word.
  const perWord = sql`select dw.dossier_id as id, k.i, max(k.score) as score, max(k.tier) as tier,
      max(dw.lengte) as lengte, max(dw.mvmnummer) as mvmnummer, max(dw.enummer) as enummer,
      max(dw.created_at) as created_at, max(dw.updated_at) as updated_at
    from ${sql.raw(candidates)} k join ${dossierWoorden} dw on dw.woord = k.woord
    where ${inList}
    group by dw.dossier_id, k.i`;
  // One typed word (most searches): a row per dossier already, without a second grouping.
  return n === 1
    ? sql`select id, score as rang1, tier * 1000 - lengte as rang2, mvmnummer, enummer, created_at, updated_at
        from (${perWord}) per_woord`
    : sql`select id, sum(score) as rang1, sum(tier) * 1000 - max(lengte) as rang2, max(mvmnummer) as mvmnummer,
          max(enummer) as enummer, max(created_at) as created_at, max(updated_at) as updated_at
        from (${perWord}) per_woord group by id having count(*) = ${n}`;
}

/** A page of matches (a CTE named `matches`), ordered by the ranks, the list's own order, the newest dossier. */
function pageOf(matches: string, options: WordPageOptions, condition: SQL = sql`true`): SQL {
  const main =
    options.area === 'punctueel'
      ? sql`enummer desc`
      : sql.raw(`${orderColumn[options.order.field]} ${options.order.direction === 'asc' ? 'asc' : 'desc'}`);
  return sql`select id, count(*) over () as total, rang1, rang2 from ${sql.raw(matches)} where ${condition}
    order by rang1 desc, rang2 desc, ${main}, id desc
    limit ${options.limit} offset ${options.offset}`;
}

/**
 * One page of a name search's dossiers as a derived table `pagina (id, total, rang1, rang2)`, read from the
 * words index alone: the matching (word, dossier) entries carry the name's length and the list's order columns,
 * so the matches are ranked, ordered and counted without visiting the dossiers (a common name's ~2,000 matches
 * lie on as many heap pages). The order is that of `listDossiers`'s ranks, then the list's own order.
 */
export function wordPage(search: WordSearch, options: WordPageOptions): SQL {
  return sql`(with kandidaten (i, woord, score, tier) as (${candidateWords(search)}),
      treffers as (${matchesOf('kandidaten', search.words.length, options)})
    ${pageOf('treffers', options)}) as pagina`;
}

/**
 * Both steps of a name search in one statement, for its first page (words as typed, every word of 3 letters or
 * more): the page of the matches as typed; only when there are none, the page of the corrected search, with each word's
 * corrections picked inside the statement — and only when every typed word has some, as the typo step demands
 * (a word without falls back to the whole-name tolerance, which `listDossiers` runs when this finds nothing).
 * On the embedded database a typo went from four statements to two (planning each page statement costs ~1 ms).
 */
export function searchPage(search: WordSearch, options: WordPageOptions, correctionsPerWord: number): SQL {
  // The first page only: there, no row as typed means no match as typed (`listDossiers` asks for no other).
  if (options.offset !== 0) throw new Error('searchPage answers the first page only');
  const n = search.words.length;
  return sql`(with getypt (i, woord, score, tier) as (${candidateWords(search)}),
      exact as (${matchesOf('getypt', n, options)}),
      correcties (i, woord, score, tier) as (${correctionWords(search, correctionsPerWord)}),
      verbeterd_kandidaten as (select * from getypt union all select * from correcties),
      verbeterd as (${matchesOf('verbeterd_kandidaten', n, options)}),
      als_getypt as (${pageOf('exact', options)})
    select * from als_getypt
    union all
    select * from (${pageOf(
      'verbeterd',
      options,
      // The first page's ten rows, not every match: gating on \`exact\` itself made PostgreSQL keep all ~2,000
      // matches of a common name aside for a second read (PostgreSQL CPU 2.8 → 3.9 ms a request).
      sql`not exists (select 1 from als_getypt) and (select count(distinct i) from correcties) = ${n}`,
    )}) met_correcties) as pagina`;
}
