import { AL_PAKKET_DEZE_MAAND, monthRangeBrussels } from '@mvm/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gekregen } from '../../src/db/schema';
import { ledgerContext, type Member } from '../ledger/setup';

let ctx: Awaited<ReturnType<typeof ledgerContext>>;
beforeAll(async () => {
  ctx = await ledgerContext();
});
afterAll(() => ctx.t.close());

const url = (m: Member, rest = '') => `/v1/zeephuisje/klant/${m.mvmnummer}${rest}`;
const lastMonth = () =>
  new Date(monthRangeBrussels(new Date()).start.getTime() - 5 * 86_400_000).toISOString();
const post = (m: Member, payload: object, id = 0) =>
  ctx.admin({ method: 'POST', url: url(m, `/gekregen/${id}`), payload });

describe('GET /v1/zeephuisje/objects', () => {
  it('gives the soap-house items: Pakket with its sizes, diapers by size, bedding', async () => {
    const list = (await ctx.admin({ method: 'GET', url: '/v1/zeephuisje/objects' })).json<
      { naam: string; soort: string | null; maten: { naam: string }[]; categorie: { naam: string } }[]
    >();
    expect(list[0]).toMatchObject({
      naam: 'Pakket',
      soort: 'pakket',
      maten: [{ naam: 'Gewoon' }, { naam: 'Groot gezin' }],
    });
    expect(list.find((o) => o.naam === 'Luiers')!.maten).toHaveLength(6);
    expect(list.filter((o) => o.categorie.naam === 'Beddengoed').map((o) => o.naam)).toContain(
      'Overtrek 2 Personen',
    );
  });
});

describe('the soap-house customer', () => {
  it('answers the household, its remark, may-we-serve-today and the totals of the last 365 days', async () => {
    const m = await ctx.member();
    const zeep = ctx.item('zeephuisje', 'Zeep').id;
    const overtrek = ctx.item('zeephuisje', 'Overtrek 2 Personen').id;
    await post(m, { objectID: zeep, datum: new Date(Date.now() - 10 * 86_400_000).toISOString(), aantal: 2 });
    await post(m, {
      objectID: zeep,
      datum: new Date(Date.now() - 300 * 86_400_000).toISOString(),
      aantal: 3,
    });
    await post(m, {
      objectID: zeep,
      datum: new Date(Date.now() - 400 * 86_400_000).toISOString(),
      aantal: 7,
    });
    await post(m, { objectID: overtrek, datum: new Date().toISOString() });
    const res = await ctx.admin({ method: 'GET', url: url(m) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      opmerking: '',
      vandaag: { magVandaag: true },
      lid: { mvmnummer: m.mvmnummer },
      totalen: {
        sinds: expect.any(String),
        // Lena (born 2016) and Noah (about 13 months): children under 18; Noah gets the diaper flag.
        kinderen: 2,
        luiers: [{ naam: 'Noah Peeters' }],
      },
    });
    const totals = Object.fromEntries(
      body.totalen.items.map((i: { object: string; aantal: number }) => [i.object, i.aantal]),
    );
    // The 400-day-old row is outside the year.
    expect(totals).toEqual({ Zeep: 5, 'Overtrek 2 Personen': 1 });
  });

  it('saves the remark', async () => {
    const m = await ctx.member();
    const res = await ctx.admin({
      method: 'POST',
      url: url(m),
      payload: { opmerking: 'Allergisch voor parfum' },
    });
    expect(res.json()).toMatchObject({
      status: 'ok',
      message: 'Opgeslagen!',
      data: { opmerking: 'Allergisch voor parfum' },
    });
  });
});

describe('soap-house rows', () => {
  it('lists per category (page, categorie, Num-Total-Entries)', async () => {
    const m = await ctx.member();
    const luiers = ctx.item('zeephuisje', 'Luiers');
    const kind = m.gezin.leden.find((l) => l.voornaam === 'Noah')!.ID;
    for (let i = 0; i < 11; i++)
      await post(m, { objectID: luiers.id, maatID: luiers.maatIds[2], gezinsLid: kind, datum: '2025-02-01' });
    await post(m, { objectID: ctx.item('zeephuisje', 'Zeep').id, datum: '2025-02-02' });
    const cat = (await ctx.admin({ method: 'GET', url: '/v1/zeephuisje/objects' }))
      .json<{ naam: string; categorie: { ID: number } }[]>()
      .find((o) => o.naam === 'Luiers')!.categorie.ID;
    const page = await ctx.admin({
      method: 'GET',
      url: url(m, `/gekregen?page=2&categorie=${cat}&page_size=10`),
    });
    expect(page.headers['num-total-entries']).toBe('11');
    expect(page.json()).toHaveLength(1);
    expect(page.json()[0]).toMatchObject({
      object: 'Luiers',
      maat: '3',
      ontvanger: 'Noah Peeters',
      categorieID: cat,
    });
    const all = await ctx.admin({ method: 'GET', url: url(m, '/gekregen') });
    expect(all.headers['num-total-entries']).toBe('12');
    // Deleting a row (a Pakket deleted frees its month again).
    const id = all.json()[0].ID;
    expect((await ctx.admin({ method: 'DELETE', url: url(m, `/gekregen/${id}`) })).json()).toEqual({
      status: 'ok',
      message: 'Rij verwijderd',
    });
    const after = await ctx.admin({ method: 'GET', url: url(m, '/gekregen') });
    expect(after.headers['num-total-entries']).toBe('11');
  });

  it.each([
    ['no item', () => ({ datum: '2025-01-01' }), 'Gekregen niet ingevuld!'],
    [
      'an item with sizes without a size',
      () => ({ objectID: ctx.item('zeephuisje', 'Pakket').id, datum: lastMonth() }),
      'Maat niet ingevuld',
    ],
    [
      'diapers without the member',
      () => ({
        objectID: ctx.item('zeephuisje', 'Luiers').id,
        maatID: ctx.item('zeephuisje', 'Luiers').maatIds[0],
        datum: '2025-01-01',
      }),
      'Gezinslid niet ingevuld!',
    ],
    ['no date', () => ({ objectID: ctx.item('zeephuisje', 'Zeep').id }), 'Datum niet ingevuld!'],
    [
      'amount 0',
      () => ({ objectID: ctx.item('zeephuisje', 'Zeep').id, datum: '2025-01-01', aantal: 0 }),
      'Aantal moet minstens 1 zijn',
    ],
  ])('refuses %s', async (_rule, payload, message) => {
    const m = await ctx.member();
    const res = await post(m, payload());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe(message);
  });
});

describe("POST /v1/zeephuisje/klant/{mvm}/pakket ('Pakket Vandaag')", () => {
  const pakket = (m: Member) => ctx.admin({ method: 'POST', url: url(m, '/pakket') });

  it('adds one Pakket (1, its first size, now); a second this month is refused', async () => {
    const m = await ctx.member();
    const res = await pakket(m);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'ok',
      message: 'Opgeslagen!',
      data: [{ object: 'Pakket', maat: 'Gewoon', aantal: 1, days: 0, afdeling: 'zeephuisje' }],
    });
    const again = await pakket(m);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(AL_PAKKET_DEZE_MAAND);
    expect((await ctx.admin({ method: 'GET', url: url(m) })).json().vandaag).toMatchObject({
      magVandaag: false,
      reden: AL_PAKKET_DEZE_MAAND,
      redenCode: 'deze-maand',
    });
    // Manual rows keep the rule too; last month is fine.
    const manual = await post(m, {
      objectID: ctx.item('zeephuisje', 'Pakket').id,
      maatID: ctx.item('zeephuisje', 'Pakket').maatIds[1],
      datum: new Date().toISOString(),
    });
    expect(manual.json().error).toBe(AL_PAKKET_DEZE_MAAND);
    const earlier = await post(m, {
      objectID: ctx.item('zeephuisje', 'Pakket').id,
      maatID: ctx.item('zeephuisje', 'Pakket').maatIds[1],
      datum: lastMonth(),
    });
    expect(earlier.statusCode, earlier.body).toBe(201);
  });

  it('a deleted Pakket frees its month', async () => {
    const m = await ctx.member();
    const id = (await pakket(m)).json().data[0].ID;
    await ctx.admin({ method: 'DELETE', url: url(m, `/gekregen/${id}`) });
    expect((await pakket(m)).statusCode).toBe(201);
  });

  it('a package last month does not block this month', async () => {
    const m = await ctx.member();
    const p = ctx.item('zeephuisje', 'Pakket');
    await post(m, { objectID: p.id, maatID: p.maatIds[0], datum: lastMonth() });
    expect((await pakket(m)).statusCode).toBe(201);
  });

  it('records exactly one package when Pakket Vandaag comes 20 times at once', async () => {
    const m = await ctx.member();
    const answers = await Promise.all(Array.from({ length: 20 }, () => pakket(m)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 201)) {
      expect(a.statusCode).toBe(400);
      expect(a.json().error).toBe(AL_PAKKET_DEZE_MAAND);
    }
    const rows = await ctx.t.database.db
      .select({ id: gekregen.id })
      .from(gekregen)
      .where(and(eq(gekregen.dossierId, m.ID), eq(gekregen.afdeling, 'zeephuisje')));
    expect(rows).toHaveLength(1);
  });

  it('answers 403 without the soap-house area and 404 for an unknown member', async () => {
    const m = await ctx.member();
    const token = await ctx.t.userWithRole(['GET', 'POST'], ['/v1/voeding/*']);
    expect((await ctx.t.call(token, { method: 'POST', url: url(m, '/pakket') })).statusCode).toBe(403);
    expect((await ctx.admin({ method: 'POST', url: '/v1/zeephuisje/klant/7777777/pakket' })).statusCode).toBe(
      404,
    );
  });
});
