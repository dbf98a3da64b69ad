import { endOfDayBrussels, formatDateBE } from '@mvm/domain';
import { NIET_VERLENGD, type VerlengenRow } from '@mvm/domain/rapporten/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build';
import { statisticsSeed, type SeedHousehold } from '../helpers/statistics-seed';

const DAY = 86_400_000;
const now = Date.now();
const days = (n: number) => new Date(now + n * DAY);
let t: TestContext;

const member = (
  mvmnummer: number,
  voornaam: string,
  lidmaatschap: SeedHousehold['lidmaatschap'],
  extra: Partial<SeedHousehold> = {},
): SeedHousehold => ({
  mvmnummer,
  leden: [
    {
      voornaam,
      geboortedatum: '1980-01-01',
      telefoonnummer: `0470 00 00 ${String(mvmnummer).padStart(2, '0')}`,
    },
  ],
  lidmaatschap,
  ...extra,
});

const HOUSEHOLDS = [
  member(1, 'Binnenkort', [{ start: days(-340), eind: days(20) }]),
  member(2, 'Actief', [{ start: days(-180), eind: days(180) }]),
  member(3, 'Verlopen', [{ start: days(-385), eind: days(-20) }]),
  member(4, 'Vroeg', [
    {
      start: days(-200),
      eind: days(160),
      vroegtijdigBeindigd: true,
      vroegtijdigBeindigdOp: days(-10),
      redenenBeindiging: 'Op eigen vraag',
    },
  ]),
  member(5, 'Lang geleden', [{ start: days(-515), eind: days(-150) }]),
  // 'Te Verlengen' needs a signed form (spec 1 §4): without it the member is 'Niet Actief'.
  member(6, 'Niet getekend', [{ start: days(-340), eind: days(25) }], { ondertekendFormulier: false }),
  member(7, 'Verwijderd', [{ start: days(-340), eind: days(25) }], { verwijderdOp: days(-1) }),
  member(8, 'Later', [{ start: days(-310), eind: days(50) }]),
  // Renewed: the old period ran out, a new one covers today.
  member(9, 'Verlengd', [
    { start: days(-380), eind: days(-15) },
    { start: days(-15), eind: days(350) },
  ]),
];

beforeAll(async () => {
  t = await buildTestApp();
  const seed = await statisticsSeed(t.database.db);
  for (const h of HOUSEHOLDS) await seed.insert(h);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.call(t.adminToken, { method: 'GET', url: `/v1/rapporten/verlengen?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json<VerlengenRow[]>(), total: res.headers['num-total-entries'] };
};
const numbers = (rows: VerlengenRow[]) => rows.map((r) => r.mvmnummer);

describe('GET /v1/rapporten/verlengen (renewal worklist)', () => {
  it("lists 'Te Verlengen' and ended in the last three months, by end date", async () => {
    const { rows, total } = await list('');
    expect(total).toBe('4');
    expect(numbers(rows)).toEqual([3, 4, 1, 8]);
    expect(rows[0]).toEqual({
      ID: expect.any(Number),
      mvmnummer: 3,
      voornaam: 'Verlopen',
      achternaam: 'Test',
      telefoonnummer: '0470 00 00 03',
      status: 'Beëindigd',
      // The end of the end day (spec 1 §4 coverage), Brussels.
      einddatum: endOfDayBrussels(days(-20)).toISOString(),
      vroegtijdigBeindigd: false,
      redenenBeindiging: NIET_VERLENGD,
    });
    expect(rows[1]).toMatchObject({
      status: 'Beëindigd',
      einddatum: days(-10).toISOString(),
      vroegtijdigBeindigd: true,
      redenenBeindiging: 'Op eigen vraag',
    });
    expect(rows[2]).toMatchObject({ status: 'Te Verlengen', einddatum: expect.any(String) });
  });

  it('sorts by end date the other way, filters on the kind and pages', async () => {
    expect(numbers((await list('order=einddatum%20desc')).rows)).toEqual([8, 1, 4, 3]);
    expect(numbers((await list('soort=verlengen')).rows)).toEqual([1, 8]);
    expect(numbers((await list('soort=beeindigd')).rows)).toEqual([3, 4]);
    const page = await list('page=2&page_size=1');
    expect(page.total).toBe('4');
    expect(numbers(page.rows)).toEqual([4]);
  });

  it('refuses an unknown sort with a Dutch 400', async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: '/v1/rapporten/verlengen?order=naam' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain('einddatum');
  });
});

describe('GET /v1/rapporten/verlengen/csv', () => {
  it('exports the whole list as CSV with a BOM and ;', async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: '/v1/rapporten/verlengen/csv?soort=alle' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="te-verlengen-alle.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'MVM Nummer;Voornaam;Achternaam;Telefoonnummer;Status;Einddatum;Reden',
      `MVM3;Verlopen;Test;0470 00 00 03;Beëindigd;${formatDateBE(days(-20))};${NIET_VERLENGD}`,
      `MVM4;Vroeg;Test;0470 00 00 04;Beëindigd;${formatDateBE(days(-10))};Op eigen vraag`,
      `MVM1;Binnenkort;Test;0470 00 00 01;Te Verlengen;${formatDateBE(days(20))};`,
      `MVM8;Later;Test;0470 00 00 08;Te Verlengen;${formatDateBE(days(50))};`,
    ]);
  });

  it('is refused to a role without the worklist', async () => {
    const token = await t.userWithRole(['GET'], ['/v1/leden/*']);
    expect((await t.call(token, { method: 'GET', url: '/v1/rapporten/verlengen/csv' })).statusCode).toBe(403);
  });
});
