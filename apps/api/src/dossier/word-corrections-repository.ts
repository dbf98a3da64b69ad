import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { zoeknaamWoorden } from '../db/schema';
import { normalized, type Correction } from './search-repository';

/** How many corrections a typed word gets at most (the closest words of the live names). */
export const CORRECTIONS_PER_WORD = 5;

/**
 * pg_trgm's spelling-suggestion pattern (issue 7): for each typed word, the few words of the live names (the
 * words table, a few thousand rows for 100,000 households) most like it — `<%` at the threshold every
 * connection sets (CONNECTION_SETTINGS, db/client.ts), served by the words' trigram index; closest first, then
 * the closer length (`similarity`), then the more common word. One statement for every word. A word without a
 * close word has no entry.
 */
export async function correctWords(db: Db, words: string[]): Promise<Map<string, Correction[]>> {
  const corrections = new Map<string, Correction[]>();
  if (words.length === 0) return corrections;
  const typed = sql.join(
    words.map((word, i) => sql`(${i}::integer, ${normalized(word)})`),
    sql`, `,
  );
  const w = zoeknaamWoorden;
  // Both drivers answer `{ rows }`; the shared Db type does not say so (as in session-store.ts).
  const result = (await db.execute(sql`
    select t.i, c.woord, c.gelijkenis
      from (values ${typed}) as t (i, getypt)
      cross join lateral (
        select ${w.woord} as woord, word_similarity(t.getypt, ${w.woord}) as gelijkenis
          from ${w}
         where t.getypt <% ${w.woord}
         order by 2 desc, similarity(t.getypt, ${w.woord}) desc, ${w.aantal} desc, 1
         limit ${CORRECTIONS_PER_WORD}) c
     order by t.i, c.gelijkenis desc`)) as {
    rows: { i: number | string; woord: string; gelijkenis: number | string }[];
  };
  for (const row of result.rows) {
    const word = words[Number(row.i)];
    if (word === undefined) continue;
    const list = corrections.get(word) ?? [];
    list.push({ woord: row.woord, gelijkenis: Number(row.gelijkenis) });
    corrections.set(word, list);
  }
  return corrections;
}
