import { fakerNL_BE as faker } from '@faker-js/faker';
import { asc, isNotNull } from 'drizzle-orm';
import { DESKS, type Desk } from '@mvm/domain';
import { present } from '@mvm/domain/present';
import type { Db } from '../db/client';
import { dossiers, klantInfo } from '../db/schema';
import { seedDemoCatalogue, type SeededObject } from './demo-catalogue';
import { generateHousehold, type HouseholdKind } from './household-generator';
import { currentNumbering, insertHouseholds, syncSequences } from './household-insert';

// Mix of the demo households: every member status of spec 2 §4, one-off cases, and cases later registered as member.
const MIX: [HouseholdKind, number][] = [
  ['actief', 0.45],
  ['verlengen', 0.1],
  ['verlopen', 0.1],
  ['nietOndertekend', 0.05],
  ['beeindigd', 0.05],
  ['toekomst', 0.05],
  ['eenmalig', 0.17],
  ['eenmaligLid', 0.03],
];

export function kindFor(i: number, total: number): HouseholdKind {
  let at = (i + 0.5) / total;
  for (const [kind, share] of MIX) {
    if (at < share) return kind;
    at -= share;
  }
  return 'actief';
}

export type HouseholdSeedOptions = {
  count: number;
  batch?: number;
  intensity?: number;
  seed?: number;
  log?: (line: string) => void;
};

/** Generates `count` fake households (faker nl_BE, fixed seed) and inserts them in batches. */
export async function seedHouseholds(
  db: Db,
  catalogue: SeededObject[],
  options: HouseholdSeedOptions,
): Promise<void> {
  const { count, batch = 1000, intensity = 1 } = options;
  faker.seed(options.seed ?? 42);
  const now = new Date();
  const numbering = await currentNumbering(db);
  for (let start = 0; start < count; start += batch) {
    const seeds = Array.from({ length: Math.min(batch, count - start) }, (_, j) =>
      generateHousehold(faker, start + j, kindFor(start + j, count), now, intensity),
    );
    // Shuffle so member numbers do not follow the status.
    await insertHouseholds(db, faker.helpers.shuffle(seeds), catalogue, numbering);
    options.log?.(`  ${Math.min(start + batch, count)} / ${count} gezinnen`);
  }
  await syncSequences(db);
}

/** Demo data of issue 3: the item catalogue and about 300 households with a year of received rows. */
export async function seedDemoHouseholds(db: Db, count = 300): Promise<void> {
  const catalogue = await seedDemoCatalogue(db);
  await seedHouseholds(db, catalogue, { count });
  await seedDemoDeskNotes(db);
}

// What the desks note on a household (klant_info), as volunteers write them; fictitious like the rest.
const DESK_NOTES: Record<Desk, readonly string[]> = {
  materiaal: ['Zoekt nog een winterjas', 'Kinderwagen uitgeleend, terug in juni', 'Schoenmaat genoteerd'],
  voeding: ['Haalt op met de fiets', 'Brengt eigen tassen mee', 'Buurvrouw haalt soms op'],
  zeephuisje: ['Gevoelige huid: geen parfum', 'Groot gezin, graag extra handdoeken'],
};
const SPECIALE_VOEDING = ['Geen varkensvlees', 'Lactosevrij', 'Glutenvrij', 'Halal'] as const;

/** Desk notes on about a third of the demo members (every desk, and special food on some). */
async function seedDemoDeskNotes(db: Db): Promise<void> {
  const members = await db
    .select({ id: dossiers.id })
    .from(dossiers)
    .where(isNotNull(dossiers.mvmnummer))
    .orderBy(asc(dossiers.id));
  const pick = <T>(list: readonly T[], i: number): T => present(list[i % list.length], 'a demo note');
  const rows = members
    .filter((_, i) => i % 3 === 0)
    .flatMap(({ id }, i) =>
      DESKS.map((afdeling) => ({
        dossierId: id,
        afdeling,
        opmerking: pick(DESK_NOTES[afdeling], i),
        ...(afdeling === 'voeding' ? { specialeVoeding: i % 2 === 0 ? pick(SPECIALE_VOEDING, i) : '' } : {}),
      })),
    );
  if (rows.length) await db.insert(klantInfo).values(rows);
}
