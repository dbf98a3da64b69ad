import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerContext, type Member } from '../ledger/setup';

let ctx: Awaited<ReturnType<typeof ledgerContext>>;
beforeAll(async () => {
  ctx = await ledgerContext();
});
afterAll(() => ctx.t.close());

type Categorie = { ID: number; naam: string; perPersoon: boolean; opMaat: boolean };
type Obj = { ID: number; naam: string; maten: { ID: number; naam: string }[]; categorie: Categorie };

const objects = async () => (await ctx.admin({ method: 'GET', url: '/v1/materiaal/objects' })).json<Obj[]>();
const byName = async (naam: string) => (await objects()).find((o) => o.naam === naam)!;
const base = (m: Member) => `/v1/materiaal/klant/MVM${m.mvmnummer}`;

describe('GET /v1/materiaal/objects', () => {
  it('gives the material items with price, sizes and their category (spec 1 §3)', async () => {
    const list = await objects();
    expect(new Set(list.map((o) => o.categorie.naam))).toEqual(
      new Set(['Kleding', 'Speelgoed', 'Schoolgerief', 'Babymateriaal']),
    );
    const broek = list.find((o) => o.naam === 'Broek')!;
    expect(broek).toMatchObject({
      prijs: 2,
      extraEscposData: '',
      seperateReceipt: false,
      maten: expect.arrayContaining([{ ID: expect.any(Number), naam: '92' }]),
      categorie: {
        naam: 'Kleding',
        afdeling: 'materiaal',
        perPersoon: true,
        opMaat: true,
        printOpties: { printKindInfo: true },
        order: expect.any(Number),
      },
    });
    // Categories in their order: Kleding before Speelgoed before Babymateriaal.
    const order = [...new Set(list.map((o) => o.categorie.naam))];
    expect(order).toEqual(['Kleding', 'Speelgoed', 'Schoolgerief', 'Babymateriaal']);
  });
});

describe('the material customer', () => {
  it('answers the info block and saves the remark', async () => {
    const m = await ctx.member();
    const res = await ctx.admin({ method: 'GET', url: base(m) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      opmerking: '',
      lid: { mvmnummer: m.mvmnummer, status: 'Actief', nietBetalen: false, gezin: { postcode: '2000' } },
    });
    const head = res.json().lid.gezin.leden.find((l: { gezinsHoofd: boolean }) => l.gezinsHoofd);
    expect(head).toMatchObject({ voornaam: 'Sofie', achternaam: 'Peeters', geslacht: 'Vrouw' });
    const saved = await ctx.admin({ method: 'POST', url: base(m), payload: { opmerking: 'Maat 104 nodig' } });
    expect(saved.json()).toMatchObject({
      status: 'ok',
      message: 'Opgeslagen!',
      data: { opmerking: 'Maat 104 nodig' },
    });
    expect((await ctx.admin({ method: 'GET', url: base(m) })).json().opmerking).toBe('Maat 104 nodig');
  });

  it('refuses unknown fields and answers 404 for an unknown member', async () => {
    const m = await ctx.member();
    expect(
      (await ctx.admin({ method: 'POST', url: base(m), payload: { opmerking: '', x: 1 } })).statusCode,
    ).toBe(400);
    expect((await ctx.admin({ method: 'GET', url: '/v1/materiaal/klant/MVM8888888' })).statusCode).toBe(404);
  });
});

describe('material rows per category', () => {
  it('saves a row per child and size, lists it in its category with filters, edits and deletes it', async () => {
    const m = await ctx.member();
    const broek = await byName('Broek');
    const jas = await byName('Jas');
    const cat = broek.categorie.ID;
    const kind = m.gezin.leden.find((l) => l.voornaam === 'Lena')!.ID;
    const rows = `${base(m)}/gekregen/${cat}`;
    const post = (payload: object, id = 0) => ctx.admin({ method: 'POST', url: `${rows}/${id}`, payload });
    const first = await post({
      objectId: broek.ID,
      maat: broek.maten[3]!.ID,
      gezinsLid: kind,
      datum: '2025-09-01T10:00:00+02:00',
      aantal: 2,
      opmerking: 'jeans',
      print: true,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'ok',
      message: 'Opgeslagen!',
      data: {
        ID: expect.any(Number),
        object: 'Broek',
        objectID: broek.ID,
        objectId: broek.ID,
        maat: broek.maten[3]!.naam,
        maatID: broek.maten[3]!.ID,
        gezinsLid: kind,
        ontvanger: 'Lena Peeters',
        aantal: 2,
        afdeling: 'materiaal',
        categorieID: cat,
        datum: '2025-09-01T08:00:00.000Z',
      },
    });
    // A typed recipient counts as the child (spec 1 §3: ontvanger is the child's full name).
    const typed = await post({
      objectID: jas.ID,
      maatID: jas.maten[0]!.ID,
      ontvanger: 'Kobe',
      datum: '2025-10-01',
    });
    expect(typed.statusCode, typed.body).toBe(201);

    const list = await ctx.admin({ method: 'GET', url: `${rows}?page=1&page_size=10` });
    expect(list.headers['num-total-entries']).toBe('2');
    expect(list.json().map((r: { object: string }) => r.object)).toEqual(['Jas', 'Broek']);
    const filtered = async (query: string) => {
      const res = await ctx.admin({ method: 'GET', url: `${rows}?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().map((r: { object: string }) => r.object);
    };
    expect(await filtered(`object=${broek.ID}`)).toEqual(['Broek']);
    expect(await filtered(`maat=${jas.maten[0]!.ID}`)).toEqual(['Jas']);
    expect(await filtered('ontvanger=lena')).toEqual(['Broek']);
    expect(await filtered('ontvanger=%25')).toEqual([]);
    expect(await filtered(`gezinsLid=${kind}`)).toEqual(['Broek']);
    expect(await filtered('datum=2025-10-01')).toEqual(['Jas']);
    // Another category's list does not show them.
    const speelgoed = (await byName('Speelgoedpakket')).categorie.ID;
    const other = await ctx.admin({ method: 'GET', url: `${base(m)}/gekregen/${speelgoed}` });
    expect(other.headers['num-total-entries']).toBe('0');

    const id = first.json().data.ID;
    const edited = await post(
      { objectID: broek.ID, maatID: broek.maten[4]!.ID, gezinsLid: kind, datum: '2025-09-01', aantal: 1 },
      id,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ ID: id, maat: broek.maten[4]!.naam, aantal: 1 });
    // Deleting through another category's path does not find it.
    expect(
      (await ctx.admin({ method: 'DELETE', url: `${base(m)}/gekregen/${speelgoed}/${id}` })).statusCode,
    ).toBe(404);
    expect((await ctx.admin({ method: 'DELETE', url: `${rows}/${id}` })).json()).toEqual({
      status: 'ok',
      message: 'Rij verwijderd',
    });
    expect((await ctx.admin({ method: 'GET', url: rows })).headers['num-total-entries']).toBe('1');
  });

  it.each([
    ['no item', () => Promise.resolve({ datum: '2025-01-01' }), 'item niet ingevuld'],
    [
      'no size in a by-size category',
      async () => ({ objectID: (await byName('Broek')).ID, ontvanger: 'Kobe', datum: '2025-01-01' }),
      'maat niet ingevuld',
    ],
    [
      'no recipient in a per-person category',
      async () => {
        const broek = await byName('Broek');
        return { objectID: broek.ID, maatID: broek.maten[0]!.ID, datum: '2025-01-01' };
      },
      'ontvanger niet ingevuld',
    ],
    [
      'amount 0',
      async () => {
        const broek = await byName('Broek');
        return {
          objectID: broek.ID,
          maatID: broek.maten[0]!.ID,
          ontvanger: 'Kobe',
          datum: '2025-01-01',
          aantal: 0,
        };
      },
      'Aantal moet minstens 1 zijn',
    ],
    [
      'everything, in the spec order',
      async () => ({ objectID: (await byName('Broek')).ID, aantal: -1 }),
      'ontvanger niet ingevuld\nmaat niet ingevuld\nDatum niet ingevuld!\nAantal moet minstens 1 zijn',
    ],
    [
      'an item of another category than the path',
      async () => ({ objectID: (await byName('Bedje')).ID, datum: '2025-01-01' }),
      'Dit item hoort niet bij deze categorie',
    ],
    [
      'a food item',
      () => Promise.resolve({ objectID: ctx.item('voeding', 'Voeding').id, datum: '2025-01-01' }),
      'Dit item hoort niet bij deze afdeling',
    ],
    [
      'a size of another item',
      async () => ({
        objectID: (await byName('Broek')).ID,
        maatID: (await byName('Schoenen')).maten[0]!.ID,
        ontvanger: 'Kobe',
        datum: '2025-01-01',
      }),
      'Deze maat hoort niet bij dit item',
    ],
    [
      'a member of another household',
      async () => {
        const other = await ctx.member();
        const broek = await byName('Broek');
        return {
          objectID: broek.ID,
          maatID: broek.maten[0]!.ID,
          gezinsLid: other.gezin.leden[0]!.ID,
          datum: '2025-01-01',
        };
      },
      'Dit gezinslid hoort niet bij dit gezin',
    ],
  ])('refuses %s', async (_rule, payload, message) => {
    const m = await ctx.member();
    const cat = (await byName('Broek')).categorie.ID;
    const res = await ctx.admin({
      method: 'POST',
      url: `${base(m)}/gekregen/${cat}/0`,
      payload: await payload(),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('refuses bad paths and queries with a 400, an unknown row with a 404', async () => {
    const m = await ctx.member();
    const cat = (await byName('Broek')).categorie.ID;
    const get = (url: string) => ctx.admin({ method: 'GET', url });
    expect((await get(`${base(m)}/gekregen/abc`)).statusCode).toBe(400);
    expect((await get(`${base(m)}/gekregen/${cat}?page=0`)).statusCode).toBe(400);
    expect((await get(`${base(m)}/gekregen/${cat}?object=x`)).statusCode).toBe(400);
    expect((await get(`${base(m)}/gekregen/${cat}?datum=morgen`)).statusCode).toBe(400);
    const broek = await byName('Broek');
    const unknown = await ctx.admin({
      method: 'POST',
      url: `${base(m)}/gekregen/${cat}/999999`,
      payload: { objectID: broek.ID, maatID: broek.maten[0]!.ID, ontvanger: 'Kobe', datum: '2025-01-01' },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await ctx.admin({ method: 'DELETE', url: `${base(m)}/gekregen/${cat}/0` })).statusCode).toBe(404);
  });

  it("never touches another desk's rows", async () => {
    const m = await ctx.member();
    const food = await ctx.admin({
      method: 'POST',
      url: `/v1/voeding/klant/MVM${m.mvmnummer}/gekregen/0`,
      payload: { objectID: ctx.item('voeding', 'Babyvoeding').id, datum: '2025-01-01' },
    });
    const id = food.json().data.ID;
    const cat = (await byName('Broek')).categorie.ID;
    expect((await ctx.admin({ method: 'DELETE', url: `${base(m)}/gekregen/${cat}/${id}` })).statusCode).toBe(
      404,
    );
  });

  it('answers 403 without the material area', async () => {
    const m = await ctx.member();
    const token = await ctx.t.userWithRole(['GET', 'POST', 'DELETE'], ['/v1/voeding/*']);
    expect((await ctx.t.call(token, { method: 'GET', url: base(m) })).statusCode).toBe(403);
    expect((await ctx.t.call(token, { method: 'GET', url: '/v1/materiaal/objects' })).statusCode).toBe(403);
  });
});
