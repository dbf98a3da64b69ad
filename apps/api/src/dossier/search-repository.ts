import { classifySearchTerm, normalizeRrn, parseCaseNumber } from '@mvm/domain';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { dossiers, gezinslid } from '../db/schema';
import type { WordSearch } from './word-search-repository';

/**
 * A filter with, for a name search, the `rank` of its matches (best first) and its `typo` step: the words as
 * typed are tried first (`where`); only when nothing matches does the list correct the words (see `TypoSearch`).
 */
export type SearchFilter = { where: SQL; rank?: SQL; typo?: TypoSearch; words?: WordSearch };

/** A word of the words table (`zoeknaam_woorden`) close to a typed word, with its pg_trgm word similarity. */
export type Correction = { woord: string; gelijkenis: number };

/**
 * The typo-tolerant step of a name search (issue 7): the typed words of 3 letters or more are corrected against
 * the distinct words of the live names (`correctWords`), then `corrected` is the search where each of those
 * words matches as typed or as one of its corrections, best correction first.
 */
export type TypoSearch = {
  toCorrect: string[];
  corrected(corrections: Map<string, Correction[]>): { where: SQL; rank: SQL[]; words?: WordSearch };
};

/** A typed word shorter than this is only matched as typed (too few trigrams to correct it). */
export const CORRECT_FROM_LENGTH = 3;

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The normalization of `zoeknaam` (dossier-write.ts), applied to what was typed. */
export const normalized = (text: string) => sql`immutable_unaccent(lower(${text}))`;

/** Exact, indexed national-number lookup over every member of the household. */
export const hasRrn = (value: string): SQL =>
  sql`exists (select 1 from ${gezinslid} where ${gezinslid.dossierId} = ${dossiers.id} and ${gezinslid.rijksregisterNummer} = ${normalizeRrn(value)})`;

/**
 * Name search on the head's name (issue 3): case- and accent-insensitive (immutable_unaccent, lower),
 * word-order tolerant (every word is matched on its own), tolerant of small typos (the `typo` step), and a
 * plain substring match for 1–2 letter words.
 */
export function nameSearch(text: string): SearchFilter {
  const words = text.split(/\s+/).filter(Boolean).slice(0, 6);
  // The GIN trigram index answers a LIKE by intersecting the posting lists of its trigrams, with a cheap recheck.
  const like = (word: string) => sql`${dossiers.zoeknaam} like ${normalized(`%${escapeLike(word)}%`)}`;
  // ' name ' once, so a word can be matched at a word start or as a whole word with LIKE.
  const padded = sql`(' ' || ${dossiers.zoeknaam} || ' ')`;
  const startsWord = (word: string) => sql`(${padded} like ${normalized(`% ${escapeLike(word)}%`)})::int`;
  const wholeWord = (word: string) => sql`(${padded} like ${normalized(`% ${escapeLike(word)} %`)})::int`;
  // Ranking: a typed word that is a whole word of the name scores 2, the start of one 1, an inner part 0; then
  // the shorter name (fewer other letters) first. Plain LIKEs: a trigram similarity per match cost two trigram
  // sets for each of ~2,000 matches of a common name on 100k households (issue 7).
  const exactRank = sql`(${sql.join(
    words.map((word) => sql`${startsWord(word)} + ${wholeWord(word)}`),
    sql` + `,
  )}) * 1000 - length(${dossiers.zoeknaam})`;

  // A correction is a whole word of some name (the words table holds whole words, already normalized): the
  // substring LIKE lets the trigram index find it, the padded LIKE keeps 'jan' from matching 'janssens'.
  const hasWord = (woord: string) =>
    sql`(${dossiers.zoeknaam} like ${`%${escapeLike(woord)}%`} and ${padded} like ${`% ${escapeLike(woord)} %`})`;
  const corrected: TypoSearch['corrected'] = (corrections) => {
    const conditions: SQL[] = [];
    const scores: SQL[] = [];
    for (const word of words) {
      const found = corrections.get(word) ?? [];
      if (word.length < CORRECT_FROM_LENGTH) {
        conditions.push(like(word));
      } else if (found.length > 0) {
        conditions.push(or(like(word), ...found.map((c) => hasWord(c.woord))) ?? like(word));
        // The best correction the name holds; the word as typed counts as a perfect one.
        const options = [
          sql`case when ${like(word)} then 1 end`,
          ...found.map((c) => sql`case when ${hasWord(c.woord)} then ${c.gelijkenis}::real end`),
        ];
        scores.push(sql`greatest(${sql.join(options, sql`, `)})`);
      } else {
        // No word of any live name is close (a name typed as one word that is stored as two, 'vandenbroeck'):
        // the former tolerance, pg_trgm's `<%` on the whole name at the threshold every connection sets
        // (CONNECTION_SETTINGS in db/client.ts), served by the trigram index on zoeknaam.
        conditions.push(sql`${normalized(word)} <% ${dossiers.zoeknaam}`);
        scores.push(sql`word_similarity(${normalized(word)}, ${dossiers.zoeknaam})`);
      }
    }
    return {
      where: and(...conditions) ?? sql`false`,
      rank: [scores.length ? sql`(${sql.join(scores, sql` + `)})` : sql`0`, exactRank],
      // The same search from the words index, when every word has corrections (a word without any falls back to
      // the whole-name tolerance above, which only the dossiers' trigram index answers).
      words: wordSearch(
        words.map((typed) => ({ typed, corrections: corrections.get(typed) ?? [] })),
        'corrected',
      ),
    };
  };
  return {
    // Every word as typed, as a substring: when that finds something, those matches are the answer.
    where: and(...words.map(like)) ?? sql`false`,
    rank: exactRank,
    typo: { toCorrect: words.filter((word) => word.length >= CORRECT_FROM_LENGTH), corrected },
    words: wordSearch(
      words.map((typed) => ({ typed, corrections: [] })),
      'as typed',
    ),
  };
}

/**
 * The words-index form of a search (word-search.ts), for words of 3 letters or more only: a shorter word is a
 * substring of thousands of distinct words, and is left to the dossiers' own scan. In the typo step, every word
 * needs corrections.
 */
function wordSearch(words: WordSearch['words'], step: 'as typed' | 'corrected'): WordSearch | undefined {
  const usable = words.every(
    (w) => w.typed.length >= CORRECT_FROM_LENGTH && (step === 'as typed' || w.corrections.length > 0),
  );
  return words.length > 0 && usable ? { words } : undefined;
}

/**
 * spec 1 §5 search classification (classifySearchTerm): a national number is an exact lookup, a
 * member number an exact lookup, anything else a name search. In the one-off list 'E45' or '45' is
 * a case number.
 */
export function searchFilter(input: string, area: 'leden' | 'punctueel'): SearchFilter | null {
  const text = input.trim();
  if (text === '') return null;
  if (area === 'punctueel' && /^e?\s*\d{1,9}$/i.test(text)) {
    const enummer = parseCaseNumber(text);
    if (enummer !== null) return { where: eq(dossiers.enummer, enummer) };
  }
  const term = classifySearchTerm(text);
  if (term.kind === 'rijksregisternummer') return { where: hasRrn(term.value) };
  if (term.kind === 'mvmnummer') return { where: eq(dossiers.mvmnummer, term.value) };
  return nameSearch(term.value);
}
