import { TYPE_VOEDING, startOfDayBrussels, toIsoDate, type TypeVoeding } from '@mvm/domain';
import { lastDaysBrussels, lastMonthsBrussels } from '@mvm/domain/dashboard/series';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dossiers, gekregen, gezin, object } from '../../src/db/schema';
import { buildTestApp, type TestContext } from '../helpers/build';
import { statisticsSeed, type SeedRow, type StatisticsSeed } from '../helpers/statistics-seed';

const HOUR = 3_600_000;
let t: TestContext;
let seed: StatisticsSeed;
/** Every row seeded, with its household's food type: the tests count these themselves. */
const seeded: (SeedRow & { dossierId: number; type: TypeVoeding; rowId: number })[] = [];
const now = new Date();
/**
 * `hour` o'clock in Brussels, `n` Brussels calendar days before today. Counted from Brussels' today, not UTC's: from
 * 23:00 or 22:00 UTC Brussels is already on the next day, and "today's" rows placed on UTC's today then fell on
 * Brussels' yesterday (the suite failed when run just after midnight in Brussels).
 */
const daysAgo = (n: number, hour = 10) => {
  const [y, m, d] = toIsoDate(now).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d - n)).toISOString().slice(0, 10);
  return new Date(startOfDayBrussels(day).getTime() + hour * HOUR);
};

async function household(type: TypeVoeding, rows: SeedRow[]) {
  const dossierId = await seed.insert({
    typeVoeding: type,
    leden: [{ voornaam: 'Hoofd', geboortedatum: null }],
  });
  const ids = await seed.addRows(dossierId, rows);
  rows.forEach((r, i) => seeded.push({ ...r, dossierId, type, rowId: ids[i] ?? 0 }));
  return dossierId;
}

// A package is a food-desk row of an item of the kind 'voeding' or a soap-house row of the kind 'pakket' (PAKKET_ITEMS); the seeded items 'Voeding' and 'Pakket' are of those kinds.
const isPackage = (r: SeedRow, afdeling: 'voeding' | 'zeephuisje') =>
  r.afdeling === afdeling && r.item === (afdeling === 'voeding' ? 'Voeding' : 'Pakket');
const sum = (rows: SeedRow[]) => rows.reduce((n, r) => n + (r.aantal ?? 1), 0);

function expectedPerDay() {
  const keys = lastDaysBrussels(new Date(), 90).keys;
  return Object.fromEntries(
    keys.map((k) => [k, sum(seeded.filter((r) => isPackage(r, 'voeding') && toIsoDate(r.datum) === k))]),
  );
}
function expectedPerType() {
  const keys = lastDaysBrussels(new Date(), 90).keys;
  return Object.fromEntries(
    keys.map((k) => [
      k,
      Object.fromEntries(
        TYPE_VOEDING.map((type) => [
          type,
          sum(seeded.filter((r) => isPackage(r, 'voeding') && r.type === type && toIsoDate(r.datum) === k)),
        ]),
      ),
    ]),
  );
}
function expectedPerMonth() {
  const keys = lastMonthsBrussels(new Date(), 6).keys;
  return Object.fromEntries(
    keys.map((k) => [
      k,
      sum(seeded.filter((r) => isPackage(r, 'zeephuisje') && toIsoDate(r.datum).slice(0, 7) === k)),
    ]),
  );
}

const get = async (url: string, token = t.adminToken) => {
  const res = await t.call(token, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Record<string, unknown>>();
};

beforeAll(async () => {
  t = await buildTestApp();
  seed = await statisticsSeed(t.database.db);
  await household('Gewoon', [
    { afdeling: 'voeding', item: 'Voeding', datum: daysAgo(0, 8) },
    { afdeling: 'voeding', item: 'Melkpoeder 1 (0-6 maanden)', datum: daysAgo(0, 8) },
    { afdeling: 'voeding', item: 'Voeding', datum: daysAgo(7) },
    { afdeling: 'voeding', item: 'Voeding', datum: daysAgo(89) },
    { afdeling: 'voeding', item: 'Voeding', datum: daysAgo(95) },
    { afdeling: 'zeephuisje', item: 'Pakket', datum: daysAgo(3) },
    { afdeling: 'zeephuisje', item: 'Zeep', datum: daysAgo(3) },
    { afdeling: 'zeephuisje', item: 'Pakket', datum: daysAgo(40) },
    { afdeling: 'zeephuisje', item: 'Pakket', datum: daysAgo(250) },
  ]);
  await household('Vegetarisch', [
    { afdeling: 'voeding', item: 'Voeding', datum: daysAgo(0, 9), aantal: 2 },
    { afdeling: 'voeding', item: 'Voeding', datum: daysAgo(7) },
    { afdeling: 'voeding', item: 'Babyvoeding', datum: daysAgo(7) },
    // 00:30 in Brussels is still the day before in UTC: the row counts on its Brussels day.
    { afdeling: 'voeding', item: 'Voeding', datum: daysAgo(30, 0.5) },
    { afdeling: 'zeephuisje', item: 'Pakket', datum: daysAgo(100) },
  ]);
  await household('Dieet', [
    { afdeling: 'voeding', item: 'Voeding', datum: daysAgo(14) },
    { afdeling: 'voeding', item: 'Voeding', datum: daysAgo(30, 22) },
    // A one-off Voedselpakket is not a food-desk package.
    { afdeling: 'punctueel', item: 'Voedselpakket', datum: daysAgo(1) },
    { afdeling: 'zeephuisje', item: 'Pakket', datum: daysAgo(130), aantal: 3 },
  ]);
});
afterAll(() => t.close());

describe('GET /v1/dashboard/voeding/90days', () => {
  it('answers 90 Brussels days, today last, each the packages given that day (0 when none)', async () => {
    const body = await get('/v1/dashboard/voeding/90days');
    const expected = expectedPerDay();
    expect(body).toEqual(expected);
    expect(Object.keys(body)).toHaveLength(90);
    expect(Object.keys(body).at(-1)).toBe(toIsoDate(new Date()));
    // The seeded history is not all zeros: today holds 1 + 2 packages (an extra item is no package).
    expect(body[toIsoDate(new Date())]).toBe(3);
  });
});

describe('GET /v1/dashboard/voeding/type', () => {
  it('answers date → every food type → count over the same 90 days', async () => {
    const body = await get('/v1/dashboard/voeding/type');
    expect(body).toEqual(expectedPerType());
    expect(body[toIsoDate(new Date())]).toMatchObject({ Gewoon: 1, Vegetarisch: 2, Dieet: 0 });
  });
});

describe('GET /v1/dashboard/zeephuisje/6months', () => {
  it('answers the last 6 Brussels months, this month last, 0 when none', async () => {
    const body = await get('/v1/dashboard/zeephuisje/6months');
    expect(body).toEqual(expectedPerMonth());
    expect(Object.keys(body)).toEqual(lastMonthsBrussels(new Date(), 6).keys);
  });
});

describe('the summary follows every change to the rows', () => {
  it('shows a new row, a changed amount and a deleted row on the next load', async () => {
    const dossierId = await household('Geen Vlees', [
      { afdeling: 'voeding', item: 'Voeding', datum: daysAgo(2) },
    ]);
    expect(await get('/v1/dashboard/voeding/90days')).toEqual(expectedPerDay());

    const row = seeded.find((r) => r.dossierId === dossierId);
    if (!row) throw new Error('row');
    await t.database.db.update(gekregen).set({ aantal: 4 }).where(eq(gekregen.id, row.rowId));
    row.aantal = 4;
    expect(await get('/v1/dashboard/voeding/type')).toEqual(expectedPerType());

    await t.database.db
      .update(gekregen)
      .set({ datum: daysAgo(5) })
      .where(eq(gekregen.id, row.rowId));
    row.datum = daysAgo(5);
    expect(await get('/v1/dashboard/voeding/90days')).toEqual(expectedPerDay());

    await t.database.db.delete(gekregen).where(eq(gekregen.id, row.rowId));
    seeded.splice(seeded.indexOf(row), 1);
    expect(await get('/v1/dashboard/voeding/90days')).toEqual(expectedPerDay());
  });

  it("moves a household's packages when its food type changes", async () => {
    const dossierId = await household('Gewoon', [
      { afdeling: 'voeding', item: 'Voeding', datum: daysAgo(1) },
      { afdeling: 'voeding', item: 'Voeding', datum: daysAgo(8) },
    ]);
    await t.database.db
      .update(gezin)
      .set({ typeVoeding: 'Geen Varkensvlees' })
      .where(eq(gezin.dossierId, dossierId));
    for (const r of seeded.filter((s) => s.dossierId === dossierId)) r.type = 'Geen Varkensvlees';
    expect(await get('/v1/dashboard/voeding/type')).toEqual(expectedPerType());
  });

  it('forgets the packages of a household that is erased from the database', async () => {
    const dossierId = await household('Dieet', [
      { afdeling: 'voeding', item: 'Voeding', datum: daysAgo(0, 7) },
      { afdeling: 'zeephuisje', item: 'Pakket', datum: daysAgo(0, 7) },
    ]);
    await t.database.db.delete(dossiers).where(eq(dossiers.id, dossierId));
    for (const r of seeded.filter((s) => s.dossierId === dossierId)) seeded.splice(seeded.indexOf(r), 1);
    expect(await get('/v1/dashboard/voeding/type')).toEqual(expectedPerType());
    expect(await get('/v1/dashboard/zeephuisje/6months')).toEqual(expectedPerMonth());
  });

  it('keeps the counts when a package item is renamed in the catalogue', async () => {
    await t.database.db.update(object).set({ naam: 'Voedselpakket week' }).where(eq(object.naam, 'Voeding'));
    expect(await get('/v1/dashboard/voeding/90days')).toEqual(expectedPerDay());
    await t.database.db.update(object).set({ naam: 'Voeding' }).where(eq(object.naam, 'Voedselpakket week'));
  });

  it('counts again when an item stops or starts being a package item (its kind changes)', async () => {
    await t.database.db.update(object).set({ soort: null }).where(eq(object.naam, 'Voeding'));
    const none = await get('/v1/dashboard/voeding/90days');
    expect(Object.values(none).every((n) => n === 0)).toBe(true);
    await t.database.db.update(object).set({ soort: 'voeding' }).where(eq(object.naam, 'Voeding'));
    expect(await get('/v1/dashboard/voeding/90days')).toEqual(expectedPerDay());
  });

  it('equals a count from scratch of every package row', async () => {
    const read = async () => {
      const result: unknown = await t.database.db.execute(
        sql`select afdeling, dag::text as dag, type_voeding, aantal from pakket_telling where aantal <> 0 order by 1, 2, 3`,
      );
      return (result as { rows: unknown[] }).rows;
    };
    const kept = await read();
    await t.database.db.execute(sql`select pakket_telling_herbereken()`);
    expect(kept).toEqual(await read());
    expect(kept.length).toBeGreaterThan(5);
  });
});

describe('permissions (spec 1 §6)', () => {
  it('gives the food series to a food role and refuses it the soap-house series', async () => {
    const token = await t.userWithRole(['GET'], ['/v1/dashboard/voeding/*']);
    expect((await t.call(token, { method: 'GET', url: '/v1/dashboard/voeding/90days' })).statusCode).toBe(
      200,
    );
    expect((await t.call(token, { method: 'GET', url: '/v1/dashboard/voeding/type' })).statusCode).toBe(200);
    expect((await t.call(token, { method: 'GET', url: '/v1/dashboard/zeephuisje/6months' })).statusCode).toBe(
      403,
    );
  });

  it('refuses a call without a session', async () => {
    expect((await t.call(null, { method: 'GET', url: '/v1/dashboard/voeding/90days' })).statusCode).toBe(401);
  });
});
