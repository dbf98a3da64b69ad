import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gekregen, klantInfo, object } from '../../src/db/schema';
import { seedDemoHouseholds } from '../../src/seed/demo-households';
import { buildTestApp, type TestContext } from '../helpers/build';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoHouseholds(t.database.db);
}, 120_000);
afterAll(() => t.close());

describe('demo ledgers (issue 8)', () => {
  it('fills every desk with history, and every Voeding and Pakket row holds its period', async () => {
    const db = t.database.db;
    const perArea = await db
      .select({ afdeling: gekregen.afdeling, n: count() })
      .from(gekregen)
      .groupBy(gekregen.afdeling);
    for (const area of ['materiaal', 'voeding', 'zeephuisje', 'punctueel'])
      expect(perArea.find((r) => r.afdeling === area)?.n ?? 0).toBeGreaterThan(20);
    const packagesWithoutPeriod = await db
      .select({ n: count() })
      .from(gekregen)
      .innerJoin(object, eq(gekregen.objectId, object.id))
      .where(and(eq(gekregen.afdeling, 'voeding'), eq(object.soort, 'voeding'), isNull(gekregen.periode)));
    expect(packagesWithoutPeriod[0]!.n).toBe(0);
    expect(
      await db.$count(gekregen, and(eq(gekregen.afdeling, 'zeephuisje'), isNotNull(gekregen.periode))),
    ).toBeGreaterThan(20);
    // Extras of the food desk and the soap house are there too.
    const items = await db
      .selectDistinct({ naam: object.naam })
      .from(gekregen)
      .innerJoin(object, eq(gekregen.objectId, object.id));
    const names = items.map((i) => i.naam);
    for (const naam of ['Vuilzakken', 'Pakket', 'Luiers', 'Broek']) expect(names).toContain(naam);
  });

  it('has desk notes and special food on some members', async () => {
    const notes = await t.database.db.select().from(klantInfo);
    expect(new Set(notes.map((n) => n.afdeling))).toEqual(new Set(['materiaal', 'voeding', 'zeephuisje']));
    expect(notes.filter((n) => n.specialeVoeding !== '').length).toBeGreaterThan(10);
  });

  it('answers the three desks for a seeded member', async () => {
    const [first] = (
      await t.call(t.adminToken, { method: 'GET', url: '/v1/leden/?page=1&page_size=1' })
    ).json();
    for (const area of ['materiaal', 'voeding', 'zeephuisje']) {
      const res = await t.call(t.adminToken, { method: 'GET', url: `/v1/${area}/klant/${first.mvmnummer}` });
      expect(res.statusCode, `${area}: ${res.body}`).toBe(200);
    }
  });
});
