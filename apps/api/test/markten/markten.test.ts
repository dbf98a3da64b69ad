import { toIsoDate } from '@mvm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const admin = (options: Parameters<TestContext['call']>[1]) => t.call(t.adminToken, options);
const today = toIsoDate(new Date());
const markt = (change: Record<string, unknown> = {}) => ({
  naam: 'Kledingmarkt',
  beschrijving: 'Winterkleren voor het hele gezin',
  startDatum: today,
  eindDatum: today,
  printLocatie: 'onthaal',
  voorKinderen: false,
  ...change,
});

describe('POST/PUT/GET/DELETE /v1/markt (spec 2 §5)', () => {
  it('creates a market with the defaults and answers it with its ID', async () => {
    const res = await admin({
      method: 'POST',
      url: '/v1/markt/',
      payload: markt({ printLocatie: undefined }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ok', message: 'De markt is opgeslagen!' });
    expect(body.data).toMatchObject({
      naam: 'Kledingmarkt',
      printLocatie: 'voeding',
      minKindLeeftijd: 0,
      maxKindLeeftijd: 12,
    });
    const got = await admin({ method: 'GET', url: `/v1/markt/${body.data.ID}` });
    expect(got.json()).toEqual(body.data);
  });

  it.each([
    [{ naam: '' }, 'naam', 'Naam niet ingevuld!'],
    [{ beschrijving: ' ' }, 'beschrijving', 'Beschrijving niet ingevuld!'],
    [{ startDatum: '' }, 'startDatum', 'Startdatum niet ingevuld!'],
    [{ eindDatum: null }, 'eindDatum', 'Einddatum niet ingevuld!'],
    [
      { startDatum: '2025-11-02', eindDatum: '01/11/2025' },
      'eindDatum',
      'Einddatum mag niet voor de startdatum zijn!',
    ],
    [{ voorKinderen: true, minKindLeeftijd: -1 }, 'minKindLeeftijd', 'Leeftijd moet minstens 0 zijn!'],
  ])('refuses %o with its Dutch message', async (change, field, message) => {
    const res = await admin({ method: 'POST', url: '/v1/markt/', payload: markt(change) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(res.json().errors[field]).toBe(message);
  });

  it('names every failed rule at once', async () => {
    const res = await admin({ method: 'POST', url: '/v1/markt/', payload: { naam: '', beschrijving: '' } });
    expect(res.json().error.split('\n')).toEqual([
      'Naam niet ingevuld!',
      'Beschrijving niet ingevuld!',
      'Startdatum niet ingevuld!',
      'Einddatum niet ingevuld!',
    ]);
  });

  it('edits and deletes; a missing market is a 404', async () => {
    const id = (await admin({ method: 'POST', url: '/v1/markt/', payload: markt() })).json().data.ID;
    const put = await admin({
      method: 'PUT',
      url: `/v1/markt/${id}`,
      payload: markt({ naam: 'Speelgoedmarkt', voorKinderen: true, minKindLeeftijd: 2, maxKindLeeftijd: 10 }),
    });
    expect(put.json().data).toMatchObject({ naam: 'Speelgoedmarkt', voorKinderen: true, minKindLeeftijd: 2 });
    expect((await admin({ method: 'DELETE', url: `/v1/markt/${id}` })).statusCode).toBe(200);
    const gone = await admin({ method: 'GET', url: `/v1/markt/${id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('Markt niet gevonden');
    expect((await admin({ method: 'PUT', url: `/v1/markt/${id}`, payload: markt() })).statusCode).toBe(404);
  });
});

describe('GET /v1/markten/ (spec 2 §7, §9)', () => {
  beforeAll(async () => {
    for (const [naam, start] of [
      ['Zoekmarkt Alfa', '2024-03-01'],
      ['Zoekmarkt Beta', '2024-05-01'],
      ['Zoekmarkt Gamma', '2024-04-01'],
    ] as const)
      await admin({
        method: 'POST',
        url: '/v1/markt/',
        payload: markt({ naam, startDatum: start, eindDatum: start }),
      });
  });

  it('sorts on start_datum descending by default, with the total in Num-Total-Entries', async () => {
    const res = await admin({ method: 'GET', url: '/v1/markten/?search=zoekmarkt' });
    expect(res.headers['num-total-entries']).toBe('3');
    expect(res.json().map((m: { naam: string }) => m.naam)).toEqual([
      'Zoekmarkt Beta',
      'Zoekmarkt Gamma',
      'Zoekmarkt Alfa',
    ]);
  });

  it.each([
    ['naam desc', ['Zoekmarkt Gamma', 'Zoekmarkt Beta', 'Zoekmarkt Alfa']],
    ['start_datum asc', ['Zoekmarkt Alfa', 'Zoekmarkt Gamma', 'Zoekmarkt Beta']],
  ])('order=%s', async (order, names) => {
    const res = await admin({
      method: 'GET',
      url: `/v1/markten/?search=zoekmarkt&order=${encodeURIComponent(order)}`,
    });
    expect(res.json().map((m: { naam: string }) => m.naam)).toEqual(names);
  });

  it('pages', async () => {
    const res = await admin({ method: 'GET', url: '/v1/markten/?search=zoekmarkt&page=2&page_size=2' });
    expect(res.json().map((m: { naam: string }) => m.naam)).toEqual(['Zoekmarkt Alfa']);
  });

  it('refuses an unknown order field with a Dutch 400', async () => {
    const res = await admin({ method: 'GET', url: '/v1/markten/?order=prijs%20asc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Onbekende sortering');
  });

  it('treats LIKE wildcards in a search as text', async () => {
    const res = await admin({ method: 'GET', url: '/v1/markten/?search=%25' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['num-total-entries']).toBe('0');
  });
});
