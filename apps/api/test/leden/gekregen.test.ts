import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gekregen } from '../../src/db/schema';
import { seedDemoCatalogue, type SeededObject } from '../../src/seed/demo-catalogue';
import { buildTestApp, type TestContext } from '../helpers/build';
import { memberPayload } from '../helpers/households';

let t: TestContext;
let d: { ID: number; mvmnummer: number };
let items: SeededObject[];
const WEEK = 7 * 86_400_000;
beforeAll(async () => {
  t = await buildTestApp();
  items = await seedDemoCatalogue(t.database.db);
  d = (await t.call(t.adminToken, { method: 'POST', url: '/v1/lid/', payload: memberPayload() })).json().data;
  const item = (naam: string) => items.find((i) => i.naam === naam)!;
  const row = (naam: string, weeksAgo: number) => ({
    dossierId: d.ID,
    afdeling: item(naam).afdeling,
    objectId: item(naam).id,
    datum: new Date(Date.now() - weeksAgo * WEEK),
  });
  await t.database.db
    .insert(gekregen)
    .values([
      row('Voeding', 0),
      row('Voeding', 0),
      row('Melkpoeder 1 (0-6 maanden)', 1),
      row('Voeding', 51),
      row('Voeding', 53),
      row('Pakket', 0),
      ...Array.from({ length: 22 }, (_, i) => row('Zeep', i + 2)),
    ]);
});
afterAll(() => t.close());

const admin = (options: Parameters<TestContext['call']>[1]) => t.call(t.adminToken, options);

describe('GET /v1/lid/{id}/gekregen (Hulp tab)', () => {
  it('lists every area, 20 a page, newest first, with the area of the item', async () => {
    const res = await admin({ method: 'GET', url: `/v1/lid/MVM${d.mvmnummer}/gekregen?page=1` });
    expect(res.headers['num-total-entries']).toBe('28');
    const rows = res.json();
    expect(rows).toHaveLength(20);
    const dates = rows.map((r: { datum: string }) => r.datum);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(rows.slice(0, 3).map((r: { afdeling: string }) => r.afdeling))).toEqual(
      new Set(['voeding', 'zeephuisje']),
    );
    expect(rows[0]).toEqual({
      ID: expect.any(Number),
      datum: expect.any(String),
      aantal: 1,
      afdeling: expect.any(String),
      object: expect.any(String),
      objectID: expect.any(Number),
      maat: null,
      maatID: null,
      gezinsLid: null,
      ontvanger: '',
      opmerking: '',
    });
    const page2 = await admin({ method: 'GET', url: `/v1/lid/${d.mvmnummer}/gekregen?page=2&page_size=20` });
    expect(page2.json()).toHaveLength(8);
  });

  it('answers 404 for an unknown member and 400 for page 0', async () => {
    expect((await admin({ method: 'GET', url: '/v1/lid/MVM999999/gekregen' })).statusCode).toBe(404);
    const res = await admin({ method: 'GET', url: `/v1/lid/${d.mvmnummer}/gekregen?page=0` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('page begint bij 1');
  });
});

describe('GET /v1/lid/{id}/gekregen/voeding (52-week chart)', () => {
  it('counts the voeding rows per ISO week, oldest first, this week last', async () => {
    const res = await admin({ method: 'GET', url: `/v1/lid/${d.mvmnummer}/gekregen/voeding` });
    expect(res.statusCode).toBe(200);
    const weeks = res.json();
    expect(weeks).toHaveLength(52);
    expect(weeks[51]).toMatchObject({ week: expect.stringMatching(/^\d{4}-W\d{2}$/), aantal: 2 });
    expect(weeks[50].aantal).toBe(1);
    // 53 weeks ago is outside the chart; soap-house rows never count.
    expect(weeks.reduce((n: number, w: { aantal: number }) => n + w.aantal, 0)).toBe(4);
  });
});
