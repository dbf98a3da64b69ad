import { AFDELINGEN, TYPE_VOEDING, toIsoDate } from '@mvm/domain';
import { rapportAgeGroup } from '@mvm/domain/rapporten/age-groups';
import { RAPPORT_MESSAGES } from '@mvm/domain/rapporten/period';
import { NIET_VERLENGD, type Rapport } from '@mvm/domain/rapporten/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build';
import { statisticsSeed, type SeedHousehold } from '../helpers/statistics-seed';

let t: TestContext;
const VAN = '2025-01-01';
const TOT = '2025-06-30';
const MAANDEN = ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'];
const at = (iso: string) => new Date(iso);
const year = (start: string, eind: string) => ({ start: at(start), eind: at(eind) });

/** The households of the report; every expected number below is counted from this list. */
const HOUSEHOLDS: SeedHousehold[] = [
  {
    mvmnummer: 1,
    postcode: '2000',
    gemeente: 'Antwerpen',
    leden: [
      { voornaam: 'Moeder', geboortedatum: '1985-04-02' },
      { voornaam: 'Kind', geboortedatum: '2015-03-10' },
      // 12 on 15 February 2025: a child in January, a young person from February.
      { voornaam: 'Tiener', geboortedatum: '2013-02-15' },
      { voornaam: 'Opa', geboortedatum: null },
    ],
    lidmaatschap: [year('2024-06-01T10:00:00Z', '2025-06-30T21:59:59Z')],
    gekregen: [
      { afdeling: 'voeding', item: 'Voeding', datum: at('2025-01-07T10:00:00Z') },
      { afdeling: 'voeding', item: 'Voeding', datum: at('2025-01-14T10:00:00Z') },
      { afdeling: 'voeding', item: 'Melkpoeder 1 (0-6 maanden)', datum: at('2025-01-14T10:00:00Z') },
      { afdeling: 'voeding', item: 'Voeding', datum: at('2025-02-04T10:00:00Z') },
      { afdeling: 'zeephuisje', item: 'Pakket', datum: at('2025-02-10T10:00:00Z') },
      { afdeling: 'materiaal', item: 'Broek', datum: at('2025-03-05T10:00:00Z') },
    ],
  },
  {
    mvmnummer: 2,
    typeVoeding: 'Vegetarisch',
    postcode: '2000',
    gemeente: 'Antwerpen',
    leden: [
      { voornaam: 'Vader', geboortedatum: '1990-01-01' },
      { voornaam: 'Zoon', geboortedatum: '2008-06-30' },
    ],
    lidmaatschap: [
      {
        ...year('2025-02-15T10:00:00Z', '2026-02-28T22:59:59Z'),
        vroegtijdigBeindigd: true,
        vroegtijdigBeindigdOp: at('2025-04-10T09:00:00Z'),
        redenenBeindiging: 'Verhuisd naar andere gemeente',
      },
    ],
    gekregen: [
      { afdeling: 'voeding', item: 'Voeding', datum: at('2025-02-18T10:00:00Z'), aantal: 2 },
      { afdeling: 'zeephuisje', item: 'Pakket', datum: at('2025-03-03T10:00:00Z') },
    ],
  },
  {
    mvmnummer: 3,
    typeVoeding: 'Dieet',
    postcode: '9000',
    gemeente: 'Gent',
    leden: [{ voornaam: 'Moeder', geboortedatum: '1979-11-11' }],
    // Ran out in April without a renewal.
    lidmaatschap: [year('2024-04-01T08:00:00Z', '2025-04-30T21:59:59Z')],
    gekregen: [
      // 00:30 on 1 January in Brussels: in the period, in January.
      { afdeling: 'voeding', item: 'Voeding', datum: at('2024-12-31T23:30:00Z') },
      { afdeling: 'voeding', item: 'Voeding', datum: at('2025-04-01T08:00:00Z') },
      // 00:30 on 1 July in Brussels: after the period.
      { afdeling: 'voeding', item: 'Voeding', datum: at('2025-06-30T22:30:00Z') },
    ],
  },
  {
    mvmnummer: 4,
    postcode: '9000',
    gemeente: 'Gent',
    leden: [{ voornaam: 'Vader', geboortedatum: '1970-05-05' }],
    // Renewed: the first period ends in March, the next one follows.
    lidmaatschap: [
      year('2024-03-01T08:00:00Z', '2025-03-31T21:59:59Z'),
      year('2025-03-31T21:59:59Z', '2026-03-31T21:59:59Z'),
    ],
  },
  {
    enummer: 1,
    createdAt: at('2025-05-20T09:00:00Z'),
    postcode: '1000',
    gemeente: 'Brussel',
    leden: [{ voornaam: 'Eenmalig', geboortedatum: null }],
    gekregen: [{ afdeling: 'punctueel', item: 'Voedselpakket', datum: at('2025-05-21T09:00:00Z') }],
  },
  {
    // Deleted: not a registration, but what it received was given.
    mvmnummer: 6,
    verwijderdOp: at('2025-05-01T09:00:00Z'),
    postcode: '2000',
    gemeente: 'Antwerpen',
    leden: [{ voornaam: 'Weg', geboortedatum: '2000-01-01' }],
    lidmaatschap: [year('2025-01-10T09:00:00Z', '2026-01-31T22:59:59Z')],
    gekregen: [{ afdeling: 'voeding', item: 'Voeding', datum: at('2025-01-20T09:00:00Z') }],
  },
  {
    // Turns 18 on 20 March: young in February, an adult in March and May; a baby born in April counts as a child before.
    mvmnummer: 8,
    postcode: '3000',
    gemeente: 'Leuven',
    leden: [
      { voornaam: 'Achttien', geboortedatum: '2007-03-20' },
      { voornaam: 'Baby', geboortedatum: '2025-04-15' },
    ],
    gekregen: [
      { afdeling: 'materiaal', item: 'Broek', datum: at('2025-02-10T10:00:00Z') },
      // 18 on the last day of March: an adult in March already.
      { afdeling: 'materiaal', item: 'Broek', datum: at('2025-03-25T10:00:00Z') },
      { afdeling: 'materiaal', item: 'Broek', datum: at('2025-05-10T10:00:00Z') },
    ],
  },
  {
    // Registered before the period (created now, first membership in 2023), nothing received.
    mvmnummer: 7,
    leden: [{ voornaam: 'Stil', geboortedatum: '1980-01-01' }],
    lidmaatschap: [year('2023-01-10T09:00:00Z', '2024-01-31T22:59:59Z')],
  },
];

// ---- the expected report, counted from HOUSEHOLDS --------------------------------------------------------------
const inPeriod = (d: Date) => toIsoDate(d) >= VAN && toIsoDate(d) <= TOT;
const monthEnd = (maand: string) => {
  const [y, m] = maand.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return last < TOT ? last : TOT;
};
function persons(households: SeedHousehold[], on: string) {
  const counts = {
    huishoudens: households.length,
    personen: 0,
    volwassenen: 0,
    kinderenOnder12: 0,
    jongeren12tot17: 0,
  };
  for (const l of households.flatMap((h) => h.leden)) {
    counts.personen += 1;
    counts[rapportAgeGroup(l.geboortedatum, on)] += 1;
  }
  return counts;
}
const servedBy = (afdeling: string | null, maand: string | null) =>
  HOUSEHOLDS.filter((h) =>
    (h.gekregen ?? []).some(
      (r) =>
        inPeriod(r.datum) &&
        (afdeling === null || r.afdeling === afdeling) &&
        (maand === null || toIsoDate(r.datum).slice(0, 7) === maand),
    ),
  );
const packages = (afdeling: string, item: string, maand: string, type?: string) =>
  HOUSEHOLDS.filter((h) => type === undefined || (h.typeVoeding ?? 'Gewoon') === type)
    .flatMap((h) => h.gekregen ?? [])
    .filter(
      (r) =>
        r.afdeling === afdeling &&
        r.item === item &&
        inPeriod(r.datum) &&
        toIsoDate(r.datum).startsWith(maand),
    )
    .reduce((n, r) => n + (r.aantal ?? 1), 0);

function expectedRapport(): Rapport {
  const live = HOUSEHOLDS.filter((h) => !h.verwijderdOp);
  const firstStart = (h: SeedHousehold) =>
    toIsoDate(new Date(Math.min(...(h.lidmaatschap ?? []).map((m) => m.start.getTime()))));
  const reasons = new Map<string, number>();
  for (const h of live.filter((x) => x.mvmnummer))
    for (const m of h.lidmaatschap ?? []) {
      if (m.vroegtijdigBeindigd && m.vroegtijdigBeindigdOp && inPeriod(m.vroegtijdigBeindigdOp))
        reasons.set(m.redenenBeindiging ?? '', (reasons.get(m.redenenBeindiging ?? '') ?? 0) + 1);
      const later = (h.lidmaatschap ?? []).some((n) => !n.vroegtijdigBeindigd && n.eind > m.eind);
      if (!m.vroegtijdigBeindigd && inPeriod(m.eind) && m.eind < new Date() && !later)
        reasons.set(NIET_VERLENGD, (reasons.get(NIET_VERLENGD) ?? 0) + 1);
    }
  const postcodes = new Map<string, { gemeente: string; huishoudens: number }>();
  for (const h of servedBy(null, null)) {
    const p = postcodes.get(h.postcode ?? '') ?? { gemeente: h.gemeente ?? '', huishoudens: 0 };
    p.huishoudens += 1;
    postcodes.set(h.postcode ?? '', p);
  }
  return {
    van: VAN,
    tot: TOT,
    maanden: MAANDEN,
    bediend: MAANDEN.flatMap((maand) =>
      AFDELINGEN.map((afdeling) => ({
        maand,
        afdeling,
        ...persons(servedBy(afdeling, maand), monthEnd(maand)),
      })),
    ),
    bediendPeriode: [...AFDELINGEN, 'alle' as const].map((afdeling) => ({
      afdeling,
      ...persons(servedBy(afdeling === 'alle' ? null : afdeling, null), TOT),
    })),
    inschrijvingen: MAANDEN.map((maand) => ({
      maand,
      nieuweLeden: live.filter(
        (h) =>
          h.mvmnummer &&
          h.lidmaatschap?.length &&
          firstStart(h).startsWith(maand) &&
          inPeriod(new Date(firstStart(h))),
      ).length,
      nieuweEenmalig: live.filter((h) => h.enummer && h.createdAt && toIsoDate(h.createdAt).startsWith(maand))
        .length,
    })),
    beeindigd: [...reasons]
      .map(([reden, aantal]) => ({ reden, aantal }))
      .sort((a, b) => b.aantal - a.aantal || a.reden.localeCompare(b.reden, 'nl')),
    pakketten: MAANDEN.map((maand) => ({
      maand,
      voeding: Object.fromEntries(
        TYPE_VOEDING.map((type) => [type, packages('voeding', 'Voeding', maand, type)]),
      ) as Rapport['pakketten'][number]['voeding'],
      zeephuisje: packages('zeephuisje', 'Pakket', maand),
    })),
    postcodes: [...postcodes]
      .map(([postcode, p]) => ({ postcode, ...p }))
      .sort((a, b) => b.huishoudens - a.huishoudens || a.postcode.localeCompare(b.postcode)),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  const seed = await statisticsSeed(t.database.db);
  for (const h of HOUSEHOLDS) await seed.insert(h);
});
afterAll(() => t.close());

describe('GET /v1/rapporten/?van&tot', () => {
  it('answers every number as counted from the seeded rows', async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: `/v1/rapporten/?van=${VAN}&tot=${TOT}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(expectedRapport());
  });

  it('answers zeros, not a server error, for a period without a single received row', async () => {
    const res = await t.call(t.adminToken, {
      method: 'GET',
      url: '/v1/rapporten/?van=2001-01-01&tot=2001-12-31',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      bediendPeriode: { afdeling: string; huishoudens: number; personen: number }[];
    }>();
    expect(body.bediendPeriode.find((p) => p.afdeling === 'alle')).toMatchObject({
      huishoudens: 0,
      personen: 0,
    });
    expect(body.bediendPeriode.every((p) => p.huishoudens === 0)).toBe(true);
  });

  it('splits ages on the last day of each month and counts a household once per month and area', async () => {
    const r = (
      await t.call(t.adminToken, { method: 'GET', url: `/v1/rapporten/?van=${VAN}&tot=${TOT}` })
    ).json<Rapport>();
    const voeding = (maand: string) => r.bediend.find((b) => b.maand === maand && b.afdeling === 'voeding');
    // January: MVM1 (4 persons, the 11-year-old a child), MVM3 (the 00:30 row of 1 January), the deleted MVM6.
    expect(voeding('2025-01')).toEqual({
      maand: '2025-01',
      afdeling: 'voeding',
      huishoudens: 3,
      personen: 6,
      volwassenen: 4,
      kinderenOnder12: 2,
      jongeren12tot17: 0,
    });
    // February: MVM1's 12-year-old is a young person now; MVM2's son (16) too.
    expect(voeding('2025-02')).toMatchObject({ huishoudens: 2, kinderenOnder12: 1, jongeren12tot17: 2 });
    // MVM8's 17-year-old turns 18 on 20 March: young in February, an adult in May (the baby, born in April, a child).
    const materiaal = (maand: string) =>
      r.bediend.find((b) => b.maand === maand && b.afdeling === 'materiaal');
    expect(materiaal('2025-02')).toMatchObject({
      huishoudens: 1,
      jongeren12tot17: 1,
      volwassenen: 0,
      kinderenOnder12: 1,
    });
    expect(materiaal('2025-03')).toMatchObject({ huishoudens: 2, jongeren12tot17: 1, volwassenen: 3 });
    expect(materiaal('2025-05')).toMatchObject({
      huishoudens: 1,
      jongeren12tot17: 0,
      volwassenen: 1,
      kinderenOnder12: 1,
    });
    expect(r.pakketten.find((p) => p.maand === '2025-02')).toMatchObject({
      voeding: { Gewoon: 1, Vegetarisch: 2 },
    });
    expect(r.beeindigd).toEqual([
      // MVM3 in April and MVM1 on 30 June ran out; MVM4 was renewed.
      { reden: NIET_VERLENGD, aantal: 2 },
      { reden: 'Verhuisd naar andere gemeente', aantal: 1 },
    ]);
    expect(r.inschrijvingen.find((i) => i.maand === '2025-02')?.nieuweLeden).toBe(1);
    expect(r.inschrijvingen.find((i) => i.maand === '2025-05')?.nieuweEenmalig).toBe(1);
    expect(r.postcodes[0]).toEqual({ postcode: '2000', gemeente: 'Antwerpen', huishoudens: 3 });
  });

  it.each([
    ['', TOT, RAPPORT_MESSAGES.vanOntbreekt],
    [VAN, '', RAPPORT_MESSAGES.totOntbreekt],
    ['morgen', TOT, RAPPORT_MESSAGES.vanOngeldig],
    [TOT, VAN, RAPPORT_MESSAGES.totVoorVan],
    ['2020-01-01', TOT, RAPPORT_MESSAGES.teLang],
  ])('refuses van=%s tot=%s with "%s"', async (van, tot, message) => {
    const res = await t.call(t.adminToken, { method: 'GET', url: `/v1/rapporten/?van=${van}&tot=${tot}` });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(message);
  });
});

describe('GET /v1/rapporten/csv', () => {
  it('is UTF-8 with a BOM and ; between fields, with the same numbers', async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: `/v1/rapporten/csv?van=${VAN}&tot=${TOT}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="rapport-${VAN}-${TOT}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'Rapport;01/01/2025;30/06/2025',
      '',
      'Bediend per maand en afdeling',
      'Maand;Afdeling;Huishoudens;Personen;Volwassenen;Kinderen onder 12;Jongeren 12–17',
      'januari 2025;Materiaal;0;0;0;0;0',
    ]);
    expect(lines).toContain('januari 2025;Voeding;3;6;4;2;0');
    expect(lines).toContain('Alle afdelingen;6;11;7;2;2');
    expect(lines).toContain('2000;Antwerpen;3');
  });
});

describe('permissions', () => {
  it('needs its own permission: a desk role without /v1/rapporten gets 403', async () => {
    const token = await t.userWithRole(['GET'], ['/v1/leden/*', '/v1/rapporten/verlengen*']);
    const res = await t.call(token, { method: 'GET', url: `/v1/rapporten/?van=${VAN}&tot=${TOT}` });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.call(token, { method: 'GET', url: `/v1/rapporten/csv?van=${VAN}&tot=${TOT}` })).statusCode,
    ).toBe(403);
  });
});
