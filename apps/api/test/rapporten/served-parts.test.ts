import { parseRapportPeriod } from '@mvm/domain/rapporten/period';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runsConcurrently } from '../../src/db/client';
import { boundsOf } from '../../src/rapporten/rapport-service';
import { idRanges, servedCounts } from '../../src/rapporten/served-parts-repository';
import type { ServedCounts } from '../../src/rapporten/served-repository';
import { buildTestApp, type TestContext } from '../helpers/build';
import { statisticsSeed, type SeedHousehold } from '../helpers/statistics-seed';

// On PostgreSQL the served counts are counted in parts of the households and summed: every split gives the
// numbers of counting them in one part (docs/decisions.md, "Dashboard and reports").
let t: TestContext;
const parsed = parseRapportPeriod('2025-01-01', '2025-06-30');
if ('error' in parsed) throw new Error(parsed.error);
const period = parsed.period;
const at = (iso: string) => new Date(iso);
const food = (iso: string) => ({ afdeling: 'voeding' as const, item: 'Voeding', datum: at(iso) });
const clothes = (iso: string) => ({ afdeling: 'materiaal' as const, item: 'Broek', datum: at(iso) });

// Postcode 2600: 'Antwerpen' twice among the first three households, 'Berchem' three times in all. A part alone
// would name it after its own majority.
const HOUSEHOLDS: SeedHousehold[] = [
  {
    mvmnummer: 1,
    postcode: '2600',
    gemeente: 'Antwerpen',
    leden: [
      { voornaam: 'Moeder', geboortedatum: '1985-04-02' },
      { voornaam: 'Kind', geboortedatum: '2015-03-10' },
    ],
    gekregen: [food('2025-01-07T10:00:00Z'), food('2025-02-04T10:00:00Z')],
  },
  {
    mvmnummer: 2,
    postcode: '2600',
    gemeente: 'Antwerpen',
    // 12 on 15 February: a child in January, young from February.
    leden: [{ voornaam: 'Tiener', geboortedatum: '2013-02-15' }],
    gekregen: [clothes('2025-01-20T10:00:00Z'), food('2025-03-04T10:00:00Z')],
  },
  {
    mvmnummer: 3,
    postcode: '2600',
    gemeente: 'Berchem',
    leden: [{ voornaam: 'Opa', geboortedatum: null }],
    gekregen: [food('2025-01-14T10:00:00Z')],
  },
  {
    mvmnummer: 4,
    postcode: '2600',
    gemeente: 'Berchem',
    // 18 on 20 March.
    leden: [
      { voornaam: 'Achttien', geboortedatum: '2007-03-20' },
      { voornaam: 'Vader', geboortedatum: '1970-05-05' },
    ],
    gekregen: [food('2025-03-25T10:00:00Z'), clothes('2025-05-10T10:00:00Z')],
  },
  {
    mvmnummer: 5,
    postcode: '2600',
    gemeente: 'Berchem',
    leden: [{ voornaam: 'Moeder', geboortedatum: '1990-01-01' }],
    gekregen: [food('2025-01-08T10:00:00Z')],
  },
  {
    // One household each: a tie between the two names goes to the first in order.
    mvmnummer: 6,
    postcode: '1000',
    gemeente: 'Bruxelles',
    leden: [{ voornaam: 'Un', geboortedatum: '1980-01-01' }],
    gekregen: [clothes('2025-06-01T10:00:00Z')],
  },
  {
    mvmnummer: 7,
    postcode: '1000',
    gemeente: 'Brussel',
    leden: [{ voornaam: 'Een', geboortedatum: '1981-01-01' }],
    gekregen: [food('2025-06-02T10:00:00Z')],
  },
];
let ids: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const seed = await statisticsSeed(t.database.db);
  ids = [];
  for (const h of HOUSEHOLDS) ids.push(await seed.insert(h));
});
afterAll(() => t.close());

/** Lines in one order, so counts of different splits compare. */
const sorted = (c: ServedCounts) => ({
  perMaand: [...c.perMaand].sort((a, b) =>
    `${a.maand}${a.afdeling}`.localeCompare(`${b.maand}${b.afdeling}`),
  ),
  periode: [...c.periode].sort((a, b) => a.afdeling.localeCompare(b.afdeling)),
  postcodes: c.postcodes,
});
const counts = (ranges: { from?: number; to?: number }[]) =>
  servedCounts(t.database.db, boundsOf(period), period.maanden.length, ranges);

describe('served counts in parts', () => {
  it('splits on PostgreSQL only (PGlite is one session)', () => {
    expect(runsConcurrently(t.database.db)).toBe(t.database.kind === 'postgres');
  });

  it('cuts the dossier ids into ranges, the first and last open', () => {
    expect(idRanges(10, 1)).toEqual([{}]);
    expect(idRanges(10, 2)).toEqual([{ to: 6 }, { from: 6 }]);
    expect(idRanges(10, 3)).toEqual([{ to: 4 }, { from: 4, to: 7 }, { from: 7 }]);
  });

  it('gives the same numbers for every split of the households', async () => {
    const whole = await counts([{}]);
    expect(whole.postcodes).toEqual([
      { postcode: '2600', gemeente: 'Berchem', huishoudens: 5 },
      { postcode: '1000', gemeente: 'Brussel', huishoudens: 2 },
    ]);
    expect(whole.periode.find((l) => l.afdeling === 'alle')).toEqual({
      afdeling: 'alle',
      huishoudens: 7,
      personen: 9,
      volwassenen: 7,
      kinderenOnder12: 1,
      jongeren12tot17: 1,
    });
    const [a, b, c, d, e, f, g] = ids as [number, number, number, number, number, number, number];
    const splits = [
      [{ to: c + 1 }, { from: c + 1 }],
      [{ to: b + 1 }, { from: b + 1, to: f }, { from: f }],
      [a, b, c, d, e, f, g].map((id) => ({ from: id, to: id + 1 })),
      [{ to: a }, { from: a }],
    ];
    for (const ranges of splits) expect(sorted(await counts(ranges))).toEqual(sorted(whole));
  });
});
