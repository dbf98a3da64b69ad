import { classifySearchTerm, normalizeRrn, parseCaseNumber } from '@mvm/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { dossiers, gezinslid } from '../db/schema';

/**
 * A filter plus, for a name search, `exact` (the same words as plain substrings, tried first; see `nameSearch`)
 * with its cheap `exactRank`, and the trigram `rank` of the typo-tolerant `where` (best first).
 */
export type SearchFilter = { where: SQL; rank?: SQL; exact?: SQL; exactRank?: SQL };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const normalized = (text: string) => sql`immutable_unaccent(lower(${text}))`;

/** Exact, indexed national-number lookup over every member of the household. */
export const hasRrn = (value: string): SQL =>
  sql`exists (select 1 from ${gezinslid} where ${gezinslid.dossierId} = ${dossiers.id} and ${gezinslid.rijksregisterNummer} = ${normalizeRrn(value)})`;

/**
 * Name search on the head's name (issue 3): case- and accent-insensitive (immutable_unaccent, lower),
 * word-order tolerant (every word is matched on its own), tolerant of small typos (pg_trgm word
 * similarity, `<%`, served by the GIN trigram index), and a plain substring match for 1–2 letter words.
 */
export function nameSearch(text: string): SearchFilter {
  const words = text.split(/\s+/).filter(Boolean).slice(0, 6);
  const like = (word: string) => sql`${dossiers.zoeknaam} like ${normalized(`%${escapeLike(word)}%`)}`;
  const conditions = words.map((word) => {
    // `<%` alone (not OR-ed with LIKE) so the GIN trigram index serves it; at the lowered threshold it
    // also finds prefixes and inner parts of a name ('peet', 'ters' → Peeters). LIKE only for 1–2 letters.
    return word.length < 3 ? like(word) : sql`${normalized(word)} <% ${dossiers.zoeknaam}`;
  });
  const full = normalized(text);
  // ' name ' once, so a word can be matched at a word start or as a whole word with LIKE.
  const padded = sql`(' ' || ${dossiers.zoeknaam} || ' ')`;
  const startsWord = (word: string) => sql`(${padded} like ${normalized(`% ${escapeLike(word)}%`)})::int`;
  const wholeWord = (word: string) => sql`(${padded} like ${normalized(`% ${escapeLike(word)} %`)})::int`;
  return {
    where: and(...conditions) ?? sql`false`,
    // Every word as typed, as a substring: the trigram index answers it by intersecting posting lists, with
    // a cheap recheck, where `<%` must score every row sharing a few trigrams (issue 7: a common name).
    exact: and(...words.map(like)) ?? sql`false`,
    // Ranking the exact matches: a typed word that is a whole word of the name scores 2, the start of one 1,
    // an inner part 0; then the shorter name (fewer other letters) first. Plain LIKEs: the trigram similarity
    // this replaces cost two trigram sets per match (~2,000 for a common name on 100k households, issue 7)
    // and, for names that contain every word as typed, mostly measured the same two things.
    exactRank: sql`(${sql.join(
      words.map((word) => sql`${startsWord(word)} + ${wholeWord(word)}`),
      sql` + `,
    )}) * 1000 - length(${dossiers.zoeknaam})`,
    rank: sql`word_similarity(${full}, ${dossiers.zoeknaam}) + similarity(${full}, ${dossiers.zoeknaam})`,
  };
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
