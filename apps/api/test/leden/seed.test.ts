import { isValidRrn } from '@mvm/domain';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dossiers, gekregen, gezinslid } from '../../src/db/schema';
import { seedDemoHouseholds } from '../../src/seed/demo-households';
import { DEMO_MARK } from '../../src/seed/household-generator';
import { buildTestApp, type TestContext } from '../helpers/build';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoHouseholds(t.database.db);
}, 120_000);
afterAll(() => t.close());

const admin = (url: string) => t.call(t.adminToken, { method: 'GET', url });

describe('demo households (issue 3)', () => {
  it('has about 300 households, members in every status, one-off cases and cases registered as member', async () => {
    const db = t.database.db;
    expect(await db.$count(dossiers)).toBe(300);
    const res = await admin('/v1/leden/?page=1&page_size=100');
    const total = Number(res.headers['num-total-entries']);
    expect(total).toBeGreaterThan(200);
    const statuses = new Set<string>();
    for (let page = 1; page <= Math.ceil(total / 100); page++)
      for (const row of (await admin(`/v1/leden/?page=${page}&page_size=100`)).json())
        statuses.add(row.status);
    expect(statuses).toEqual(new Set(['Actief', 'Te Verlengen', 'Niet Actief']));
    expect(await db.$count(dossiers, isNotNull(dossiers.enummer))).toBeGreaterThan(50);
    const both = await db.$count(dossiers, and(isNotNull(dossiers.enummer), isNotNull(dossiers.mvmnummer)));
    expect(both).toBeGreaterThan(5);
  });

  it('marks every demo household as fake', async () => {
    const marked = await t.database.db.$count(dossiers, eq(dossiers.tijdelijkeOpmerkingen, DEMO_MARK));
    expect(marked).toBe(300);
  });

  it('uses valid national numbers only', async () => {
    const rows = await t.database.db.select({ rrn: gezinslid.rijksregisterNummer }).from(gezinslid);
    expect(rows.every((r) => r.rrn && isValidRrn(r.rrn))).toBe(true);
  });

  it('has received rows of every area over the past year', async () => {
    const rows = await t.database.db
      .select({ afdeling: gekregen.afdeling, n: count() })
      .from(gekregen)
      .groupBy(gekregen.afdeling);
    expect(rows.map((r) => r.afdeling).sort()).toEqual(['materiaal', 'punctueel', 'voeding', 'zeephuisje']);
  });

  it('new members continue after the seeded numbers', async () => {
    const [last] = (await admin('/v1/leden/?page=1&page_size=1')).json();
    const cases = (await admin('/v1/punctuelehulp/?page=1')).json();
    expect(last.mvmnummer).toBeGreaterThan(200);
    expect(cases[0].enummer).toBeGreaterThan(50);
  });
});
