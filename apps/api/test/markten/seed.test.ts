import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inschrijvingen } from '../../src/db/schema';
import { seedDemoMarktenEnEvenementen } from '../../src/seed/demo-evenementen';
import { seedDemoHouseholds } from '../../src/seed/demo-households';
import { buildTestApp, type TestContext } from '../helpers/build';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoHouseholds(t.database.db, 80);
  await seedDemoMarktenEnEvenementen(t.database.db);
}, 120_000);
afterAll(() => t.close());

describe('demo markets and events (issue 10)', () => {
  it('has a market running today, a children market among them', async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: '/v1/markten/scan/current-markten' });
    const current = res.json();
    expect(current.length).toBeGreaterThanOrEqual(1);
    expect(current.some((m: { voorKinderen: boolean }) => m.voorKinderen)).toBe(true);
  });

  it('has events, the Sinterklaas one with sign-ups whose children are complete', async () => {
    const events = (await t.call(t.adminToken, { method: 'GET', url: '/v1/evenementen/' })).json();
    expect(events.map((e: { naam: string }) => e.naam)).toContain('Sinterklaasfeest (demo)');
    const rows = await t.database.db.select().from(inschrijvingen);
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) for (const k of row.kinderen) expect(k.naam && k.geslacht).toBeTruthy();
  });
});
