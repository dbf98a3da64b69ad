import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue, type SeededObject } from '../../src/seed/demo-catalogue';
import { buildTestApp, type TestContext } from '../helpers/build';
import { casePayload } from '../helpers/households';

let t: TestContext;
let items: SeededObject[];
let c: { enummer: number; gezin: { leden: { ID: number }[] } };
let url: string;
beforeAll(async () => {
  t = await buildTestApp();
  items = await seedDemoCatalogue(t.database.db);
  c = (
    await t.call(t.adminToken, { method: 'POST', url: '/v1/punctuelehulp/', payload: casePayload() })
  ).json().data;
  url = `/v1/punctuelehulp/E${c.enummer}/gekregen`;
});
afterAll(() => t.close());

const admin = (options: Parameters<TestContext['call']>[1]) => t.call(t.adminToken, options);
const item = (naam: string, afdeling = 'punctueel') =>
  items.find((i) => i.naam === naam && i.afdeling === afdeling)!;

describe('GET /v1/punctuelehulp/objects', () => {
  it('gives the one-off items with category and sizes, in punctueleOrder', async () => {
    const res = await admin({ method: 'GET', url: '/v1/punctuelehulp/objects' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((o: { naam: string }) => o.naam)).toEqual([
      'Voedselpakket',
      'Hygiënepakket',
      'Babypakket',
      'Luiers',
      'Kledingpakket',
      'Jas',
      'Schoenen',
      'Kinderwagen',
    ]);
    expect(list[3]).toMatchObject({
      naam: 'Luiers',
      punctueleOrder: 4,
      maten: expect.arrayContaining([{ ID: expect.any(Number), naam: '3' }]),
      categorie: { naam: 'Eenmalige hulp', afdeling: 'punctueel', perPersoon: false, opMaat: false },
    });
  });
});

describe('one-off goods rows', () => {
  it('saves, lists (20 a page, newest first), edits and deletes a row', async () => {
    const row = {
      datum: '2025-03-01',
      aantal: 2,
      objectID: item('Voedselpakket').id,
      opmerking: 'na brand',
      print: true,
    };
    const created = await admin({ method: 'POST', url, payload: row });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json().data;
    expect(saved).toMatchObject({
      aantal: 2,
      object: 'Voedselpakket',
      afdeling: 'punctueel',
      opmerking: 'na brand',
    });
    await admin({ method: 'POST', url, payload: { ...row, datum: '2025-04-01' } });

    const list = await admin({ method: 'GET', url: `${url}?page=1&page_size=20` });
    expect(list.headers['num-total-entries']).toBe('2');
    expect(list.json().map((r: { datum: string }) => r.datum.slice(0, 7))).toEqual(['2025-03', '2025-02']);

    const edited = await admin({ method: 'PUT', url: `${url}/${saved.ID}`, payload: { ...row, aantal: 3 } });
    expect(edited.json().data.aantal).toBe(3);
    expect((await admin({ method: 'DELETE', url: `${url}/${saved.ID}` })).json()).toEqual({
      status: 'ok',
      message: 'Rij verwijderd',
    });
    expect((await admin({ method: 'DELETE', url: `${url}/${saved.ID}` })).statusCode).toBe(404);
  });

  it('names the recipient from the household member', async () => {
    const head = c.gezin.leden[0]!.ID;
    const res = await admin({
      method: 'POST',
      url,
      payload: {
        datum: '2025-05-01',
        aantal: 1,
        objectID: item('Kledingpakket').id,
        maatID: item('Kledingpakket').maatIds[1],
        gezinsLid: head,
      },
    });
    expect(res.json().data).toMatchObject({ gezinsLid: head, ontvanger: 'Jan Janssens', maat: '2-6 jaar' });
  });

  it('keeps the area that gave the row, also for an item of another catalogue area', async () => {
    const jas = item('Jas', 'materiaal');
    const res = await admin({
      method: 'POST',
      url,
      payload: {
        datum: '2025-06-01',
        objectID: jas.id,
        maatID: jas.maatIds[0],
        gezinsLid: c.gezin.leden[0]!.ID,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ object: 'Jas', afdeling: 'punctueel' });
    const list = await admin({ method: 'GET', url: `${url}?page=1&page_size=20` });
    expect(list.json().find((r: { ID: number }) => r.ID === res.json().data.ID)).toMatchObject({
      afdeling: 'punctueel',
    });
  });

  it.each([
    ['no item', () => ({ datum: '2025-05-01', aantal: 1 }), 'Gekregen niet ingevuld!'],
    [
      'a per-person item without member',
      () => ({
        datum: '2025-05-01',
        objectID: item('Kledingpakket').id,
        maatID: item('Kledingpakket').maatIds[0],
      }),
      'Gezinslid niet ingevuld!',
    ],
    [
      'a by-size item without size',
      () => ({ datum: '2025-05-01', objectID: item('Kledingpakket').id, gezinsLid: c.gezin.leden[0]!.ID }),
      'Maat niet ingevuld!',
    ],
    ['no date', () => ({ objectID: item('Voedselpakket').id }), 'Datum niet ingevuld!'],
    [
      'quantity 0',
      () => ({ datum: '2025-05-01', aantal: 0, objectID: item('Voedselpakket').id }),
      'Aantal moet minstens 1 zijn',
    ],
    [
      'a size of another item',
      () => ({ datum: '2025-05-01', objectID: item('Voedselpakket').id, maatID: item('Luiers').maatIds[0] }),
      'Deze maat hoort niet bij dit item',
    ],
  ])('refuses %s', async (_rule, payload, message) => {
    const res = await admin({ method: 'POST', url, payload: payload() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('answers 404 for an unknown case and 403 without the one-off area', async () => {
    expect((await admin({ method: 'GET', url: '/v1/punctuelehulp/E999999/gekregen' })).statusCode).toBe(404);
    const token = await t.userWithRole(['GET'], ['/v1/lid/*']);
    expect((await t.call(token, { method: 'GET', url })).statusCode).toBe(403);
  });
});
