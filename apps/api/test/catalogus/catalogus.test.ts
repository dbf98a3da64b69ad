import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerContext } from '../ledger/setup';

let ctx: Awaited<ReturnType<typeof ledgerContext>>;
beforeAll(async () => {
  ctx = await ledgerContext();
});
afterAll(() => ctx.t.close());

type AdminObject = {
  ID: number;
  naam: string;
  actief: boolean;
  order: number;
  soort: string | null;
  maten: { ID: number; naam: string; actief: boolean }[];
  categorie: { ID: number; naam: string };
};
type Catalogus = {
  categorieen: { ID: number; naam: string; actief: boolean; order: number }[];
  objects: AdminObject[];
};

const base = '/v1/beheer/catalogus';
const send = async (method: 'POST' | 'PUT', url: string, payload: object) => {
  const res = await ctx.admin({ method, url: `${base}${url}`, payload });
  return { res, data: res.json<{ data: Catalogus }>().data };
};
const pickers = async (area: string) =>
  (await ctx.admin({ method: 'GET', url: `/v1/${area}/objects` })).json<AdminObject[]>();

describe('admin catalogue (beyond the spec)', () => {
  it('lists an area with retired entries and sizes marked', async () => {
    const res = await ctx.admin({ method: 'GET', url: `${base}/zeephuisje` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Catalogus>();
    expect(body.categorieen.map((c) => c.naam)).toEqual(['Pakket', 'Verzorging', 'Luiers', 'Beddengoed']);
    expect(body.objects[0]).toMatchObject({
      naam: 'Pakket',
      actief: true,
      order: 1,
      maten: [
        { naam: 'Gewoon', actief: true },
        { naam: 'Groot gezin', actief: true },
      ],
    });
    expect((await ctx.admin({ method: 'GET', url: `${base}/onbekend` })).statusCode).toBe(400);
  });

  it('adds a category and an item with sizes, renames and reorders them', async () => {
    const cat = await send('POST', '/materiaal/categorie', {
      naam: 'Winter',
      perPersoon: true,
      opMaat: true,
    });
    expect(cat.res.statusCode, cat.res.body).toBe(201);
    const winter = cat.data.categorieen.find((c) => c.naam === 'Winter')!;
    const item = await send('POST', '/materiaal/object', {
      naam: 'Muts',
      categorieID: winter.ID,
      prijs: 1.5,
      maten: ['Klein', 'Groot'],
    });
    expect(item.res.statusCode, item.res.body).toBe(201);
    const muts = item.data.objects.find((o) => o.naam === 'Muts')!;
    expect(muts.maten.map((m) => m.naam)).toEqual(['Klein', 'Groot']);
    expect((await pickers('materiaal')).find((o) => o.naam === 'Muts')).toMatchObject({
      prijs: 1.5,
      categorie: { naam: 'Winter', perPersoon: true, opMaat: true },
    });

    const renamed = await send('PUT', `/materiaal/object/${muts.ID}`, { naam: 'Wintermuts' });
    expect(renamed.data.objects.find((o) => o.ID === muts.ID)!.naam).toBe('Wintermuts');
    const sjaal = (
      await send('POST', '/materiaal/object', { naam: 'Sjaal', categorieID: winter.ID })
    ).data.objects.find((o) => o.naam === 'Sjaal')!;
    const size = await send('POST', `/materiaal/object/${muts.ID}/maat`, { naam: 'Middel' });
    const middel = size.data.objects.find((o) => o.ID === muts.ID)!.maten.find((m) => m.naam === 'Middel')!;
    const [klein, groot] = muts.maten;
    const ordered = await send('PUT', '/materiaal/volgorde', {
      objects: [sjaal.ID, muts.ID],
      maten: [klein!.ID, middel.ID, groot!.ID],
    });
    expect(ordered.res.statusCode, ordered.res.body).toBe(200);
    const inWinter = (await pickers('materiaal')).filter((o) => o.categorie.naam === 'Winter');
    expect(inWinter.map((o) => o.naam)).toEqual(['Sjaal', 'Wintermuts']);
    expect(inWinter[1]!.maten.map((m) => m.naam)).toEqual(['Klein', 'Middel', 'Groot']);
  });

  it('retires an item and a size: gone from the pickers, kept on the rows and their edits', async () => {
    const m = await ctx.member();
    const bedje = ctx.item('materiaal', 'Bedje');
    const broek = ctx.item('materiaal', 'Broek');
    const cat = (await pickers('materiaal')).find((o) => o.naam === 'Bedje')!.categorie.ID;
    const kleding = (await pickers('materiaal')).find((o) => o.naam === 'Broek')!.categorie.ID;
    const row = await ctx.admin({
      method: 'POST',
      url: `/v1/materiaal/klant/${m.mvmnummer}/gekregen/${cat}/0`,
      payload: { objectID: bedje.id, datum: '2025-05-01' },
    });
    const sized = await ctx.admin({
      method: 'POST',
      url: `/v1/materiaal/klant/${m.mvmnummer}/gekregen/${kleding}/0`,
      payload: { objectID: broek.id, maatID: broek.maatIds[0], ontvanger: 'Kobe', datum: '2025-05-01' },
    });
    expect((await send('PUT', `/materiaal/object/${bedje.id}`, { actief: false })).res.statusCode).toBe(200);
    expect(
      (await send('PUT', `/materiaal/object/${broek.id}/maat/${broek.maatIds[0]}`, { actief: false })).res
        .statusCode,
    ).toBe(200);

    const list = await pickers('materiaal');
    expect(list.some((o) => o.ID === bedje.id)).toBe(false);
    expect(list.find((o) => o.ID === broek.id)!.maten.some((s) => s.ID === broek.maatIds[0])).toBe(false);
    const admin = (await ctx.admin({ method: 'GET', url: `${base}/materiaal` })).json<Catalogus>();
    expect(admin.objects.find((o) => o.ID === bedje.id)).toMatchObject({ actief: false });

    // History keeps it; the existing row can still be edited; a new row cannot choose it.
    const rows = await ctx.admin({
      method: 'GET',
      url: `/v1/materiaal/klant/${m.mvmnummer}/gekregen/${cat}`,
    });
    expect(rows.json()[0]).toMatchObject({ object: 'Bedje' });
    const edit = await ctx.admin({
      method: 'POST',
      url: `/v1/materiaal/klant/${m.mvmnummer}/gekregen/${cat}/${row.json().data.ID}`,
      payload: { objectID: bedje.id, datum: '2025-05-01', opmerking: 'teruggebracht' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const editSized = await ctx.admin({
      method: 'POST',
      url: `/v1/materiaal/klant/${m.mvmnummer}/gekregen/${kleding}/${sized.json().data.ID}`,
      payload: { objectID: broek.id, maatID: broek.maatIds[0], ontvanger: 'Kobe', datum: '2025-05-02' },
    });
    expect(editSized.statusCode, editSized.body).toBe(200);
    const fresh = await ctx.admin({
      method: 'POST',
      url: `/v1/materiaal/klant/${m.mvmnummer}/gekregen/${cat}/0`,
      payload: { objectID: bedje.id, datum: '2025-05-01' },
    });
    expect(fresh.json().error).toBe('Dit item wordt niet meer gegeven');
    const freshSize = await ctx.admin({
      method: 'POST',
      url: `/v1/materiaal/klant/${m.mvmnummer}/gekregen/${kleding}/0`,
      payload: { objectID: broek.id, maatID: broek.maatIds[0], ontvanger: 'Kobe', datum: '2025-05-01' },
    });
    expect(freshSize.json().error).toBe('Deze maat wordt niet meer gegeven');
    // And back.
    await send('PUT', `/materiaal/object/${bedje.id}`, { actief: true });
    expect((await pickers('materiaal')).some((o) => o.ID === bedje.id)).toBe(true);
  });

  it('retiring a category takes its items out of the pickers', async () => {
    const cat = (await pickers('materiaal')).find((o) => o.naam === 'Boekentas')!.categorie.ID;
    await send('PUT', `/materiaal/categorie/${cat}`, { actief: false });
    expect((await pickers('materiaal')).some((o) => o.naam === 'Boekentas')).toBe(false);
    await send('PUT', `/materiaal/categorie/${cat}`, { actief: true, naam: 'School' });
    expect((await pickers('materiaal')).find((o) => o.naam === 'Boekentas')!.categorie.naam).toBe('School');
  });

  it.each([
    ['an empty name', 'POST', '/materiaal/categorie', { naam: ' ' }, 400, 'Naam niet ingevuld!'],
    [
      'a name that exists',
      'POST',
      '/materiaal/categorie',
      { naam: 'kleding' },
      400,
      'Deze naam bestaat hier al',
    ],
    [
      'a soort of another desk',
      'PUT',
      () => `/materiaal/object/${ctx.item('materiaal', 'Bedje').id}`,
      { soort: 'pakket' },
      400,
      'Deze soort hoort niet bij deze afdeling',
    ],
    [
      'an item of another area',
      'PUT',
      () => `/materiaal/object/${ctx.item('voeding', 'Voeding').id}`,
      { naam: 'X' },
      404,
      'Item niet gevonden',
    ],
    [
      'a negative price',
      'PUT',
      () => `/materiaal/object/${ctx.item('materiaal', 'Bedje').id}`,
      { prijs: -1 },
      400,
      'Prijs mag niet negatief zijn',
    ],
    [
      'an unknown field',
      'PUT',
      () => `/materiaal/object/${ctx.item('materiaal', 'Bedje').id}`,
      { kleur: 'rood' },
      400,
      undefined,
    ],
    ['a foreign id in the order', 'PUT', '/materiaal/volgorde', { objects: [1, 1] }, 400, undefined],
  ] as const)('refuses %s', async (_rule, method, url, payload, status, message) => {
    const res = await ctx.admin({
      method,
      url: `${base}${typeof url === 'function' ? url() : url}`,
      payload,
    });
    expect(res.statusCode, res.body).toBe(status);
    if (message) expect(res.json().error).toContain(message);
  });

  it('an empty change changes nothing', async () => {
    const before = (await ctx.admin({ method: 'GET', url: `${base}/voeding` })).json<Catalogus>();
    const cat = before.categorieen[0]!.ID;
    const item = before.objects[0]!;
    expect((await send('PUT', `/voeding/categorie/${cat}`, {})).res.statusCode).toBe(200);
    expect((await send('PUT', `/voeding/object/${item.ID}`, {})).res.statusCode).toBe(200);
    const after = (await ctx.admin({ method: 'GET', url: `${base}/voeding` })).json<Catalogus>();
    expect(after).toEqual(before);
  });

  it('is refused to a desk without the catalogue path', async () => {
    const token = await ctx.t.userWithRole(['GET', 'POST', 'PUT'], ['/v1/materiaal/*']);
    expect((await ctx.t.call(token, { method: 'GET', url: `${base}/materiaal` })).statusCode).toBe(403);
    const own = await ctx.t.userWithRole(['GET'], ['/v1/beheer/catalogus/materiaal*']);
    expect((await ctx.t.call(own, { method: 'GET', url: `${base}/materiaal` })).statusCode).toBe(200);
    expect((await ctx.t.call(own, { method: 'GET', url: `${base}/voeding` })).statusCode).toBe(403);
  });
});
