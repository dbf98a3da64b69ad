import { packagePeriodOf, periodKey } from '@mvm/domain';
import { max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dossiers, gekregen, gezin, gezinslid, lidmaatschap } from '../db/schema';
import type { SeededObject } from './demo-catalogue';
import type { HouseholdSeed } from './household-generator';
import { present } from '@mvm/domain/present';

// PostgreSQL allows 65 535 parameters per statement; gezin has ~40 columns.
const ROWS_PER_STATEMENT = 1000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
    await insert(rows.slice(i, i + ROWS_PER_STATEMENT));
}

export type Numbering = { nextMvm: number; nextE: number };

/** The next free member and case numbers (demo and bulk seeds continue after what exists). */
export async function currentNumbering(db: Db): Promise<Numbering> {
  const [row] = await db.select({ m: max(dossiers.mvmnummer), e: max(dossiers.enummer) }).from(dossiers);
  return { nextMvm: (row?.m ?? 0) + 1, nextE: (row?.e ?? 0) + 1 };
}

/** After explicit numbers, the sequences continue from the highest one. */
export async function syncSequences(db: Db): Promise<void> {
  await db.execute(sql`select setval('mvmnummer_seq', greatest((select max(mvmnummer) from dossiers), 1))`);
  await db.execute(sql`select setval('enummer_seq', greatest((select max(enummer) from dossiers), 1))`);
}

/** Inserts a batch of generated households with multi-row inserts, in one transaction. */
export async function insertHouseholds(
  db: Db,
  seeds: HouseholdSeed[],
  catalogue: SeededObject[],
  numbering: Numbering,
): Promise<void> {
  const item = new Map(catalogue.map((o) => [`${o.afdeling}/${o.naam}`, o]));
  await db.transaction(async (tx) => {
    const ids: number[] = [];
    await insertChunked(seeds, async (chunk) => {
      const rows = await tx
        .insert(dossiers)
        .values(
          chunk.map((s) => {
            const head = present(s.leden[0], 'the head of a seeded household');
            const member = s.kind !== 'eenmalig';
            const oneOff = s.kind === 'eenmalig' || s.kind === 'eenmaligLid';
            return {
              ...s.dossier,
              mvmnummer: member ? numbering.nextMvm++ : null,
              enummer: oneOff ? numbering.nextE++ : null,
              zoeknaam: sql`immutable_unaccent(lower(${`${head.voornaam} ${head.achternaam}`}))`,
            };
          }),
        )
        .returning({ id: dossiers.id });
      ids.push(...rows.map((r) => r.id));
    });
    const dossierIdOf = (i: number) => present(ids[i], `the id of seeded dossier ${i}`);
    await insertChunked(
      seeds.map((s, i) => ({ ...s.gezin, dossierId: dossierIdOf(i) })),
      (chunk) => tx.insert(gezin).values(chunk),
    );
    const ledenRows = seeds.flatMap((s, i) => s.leden.map((l) => ({ ...l, dossierId: dossierIdOf(i) })));
    const ledenIds: number[] = [];
    await insertChunked(ledenRows, async (chunk) => {
      const rows = await tx.insert(gezinslid).values(chunk).returning({ id: gezinslid.id });
      ledenIds.push(...rows.map((r) => r.id));
    });
    await insertChunked(
      seeds.flatMap((s, i) => s.lidmaatschap.map((m) => ({ ...m, dossierId: dossierIdOf(i) }))),
      (chunk) => tx.insert(lidmaatschap).values(chunk),
    );
    let firstLid = 0;
    const received = seeds.flatMap((s, i) => {
      const base = firstLid;
      firstLid += s.leden.length;
      // The database keeps one Voeding a week and one Pakket a month (gekregen.periode): the rest is dropped.
      const periods = new Set<string>();
      return s.gekregen.flatMap((g) => {
        const o = item.get(`${g.afdeling}/${g.item}`);
        if (!o) return [];
        const period = packagePeriodOf(g.afdeling, o.soort);
        const periode = period ? periodKey(period, g.datum) : null;
        if (periode) {
          if (periods.has(`${g.afdeling}/${periode}`)) return [];
          periods.add(`${g.afdeling}/${periode}`);
        }
        const maatId = o.maatIds.length ? (o.maatIds[(g.maat ?? 0) % o.maatIds.length] ?? null) : null;
        const lidIndex = g.lid ?? (o.perPersoon ? 0 : undefined);
        const lid = lidIndex === undefined ? undefined : present(s.leden[lidIndex], `member ${lidIndex}`);
        return [
          {
            afdeling: g.afdeling,
            dossierId: dossierIdOf(i),
            objectId: o.id,
            maatId,
            gezinslidId:
              lidIndex === undefined
                ? null
                : present(ledenIds[base + lidIndex], `the id of member ${lidIndex}`),
            ontvanger: lid ? `${lid.voornaam} ${lid.achternaam}` : '',
            datum: g.datum,
            aantal: 1,
            opmerking: g.opmerking ?? '',
            periode,
          },
        ];
      });
    });
    await insertChunked(received, (chunk) => tx.insert(gekregen).values(chunk));
  });
}
