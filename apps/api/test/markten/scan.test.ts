import { toIsoDate } from '@mvm/domain';
import { encryptMarketBarcode, generateBarcodeKey, importBarcodeKey } from '@mvm/domain/markten/barcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marktAanwezigheid } from '../../src/db/schema';
import { buildTestApp, type TestContext } from '../helpers/build';
import { memberPayload } from '../helpers/households';

let t: TestContext;
let mvm: number;
let marktId: number;
let otherMarktId: number;
let scanner: string;
const today = toIsoDate(new Date());
const years = (n: number) => toIsoDate(new Date(Date.now() - n * 365.25 * 86_400_000 - 30 * 86_400_000));

beforeAll(async () => {
  t = await buildTestApp();
  const base = memberPayload();
  const head = base.gezin.leden[0];
  const payload = {
    ...base,
    gezin: {
      ...base.gezin,
      leden: [
        head,
        {
          voornaam: 'Lotte',
          achternaam: 'Peeters',
          geboortedatum: years(6),
          geslacht: 'Vrouw',
          type: 'kind',
        },
        { voornaam: 'Tom', achternaam: 'Peeters', geboortedatum: years(14), geslacht: 'Man', type: 'kind' },
      ],
    },
  };
  const saved = await t.call(t.adminToken, { method: 'POST', url: '/v1/lid/', payload });
  mvm = saved.json().data.mvmnummer;
  const post = async (change: Record<string, unknown>) =>
    (
      await t.call(t.adminToken, {
        method: 'POST',
        url: '/v1/markt/',
        payload: { naam: 'M', beschrijving: 'B', startDatum: today, eindDatum: today, ...change },
      })
    ).json().data.ID as number;
  marktId = await post({
    naam: 'Kindermarkt',
    voorKinderen: true,
    minKindLeeftijd: 0,
    maxKindLeeftijd: 12,
    printLocatie: 'onthaal',
  });
  otherMarktId = await post({ naam: 'Kledingmarkt' });
  await post({ naam: 'Oude markt', startDatum: '2020-01-01', eindDatum: '2020-01-02' });
  await post({ naam: 'Tienermarkt', voorKinderen: true, minKindLeeftijd: 16, maxKindLeeftijd: 18 });
  scanner = await t.userWithRole(['GET', 'POST'], ['/v1/markten/scan/*'], 'markt');
});
afterAll(() => t.close());

const jobs = async () =>
  (await t.call(t.adminToken, { method: 'GET', url: `/v1/onthaal/markt/MVM${mvm}` })).json();
const scan = (id: number, body: Record<string, unknown>) =>
  t.call(scanner, { method: 'POST', url: `/v1/markten/scan/${id}`, payload: body });

describe('GET /v1/onthaal/markt/{nr} (spec 1 §7, DESIGN.md)', () => {
  it('gives one job per current market the household may visit, children inside the age range', async () => {
    const list = await jobs();
    expect(list.map((j: { markt: string }) => j.markt).sort()).toEqual(['Kindermarkt', 'Kledingmarkt']);
    const kinder = list.find((j: { markt: string }) => j.markt === 'Kindermarkt');
    expect(kinder).toMatchObject({ printLocatie: 'onthaal', mvmNummer: `MVM${mvm}`, naam: 'Sofie Peeters' });
    expect(kinder.kinderen).toEqual([{ naam: 'Lotte', geslacht: 'Vrouw', leeftijd: 6 }]);
  });

  it('encrypts the payload with the installation key (GET /v1/markten/scan/key)', async () => {
    const { key } = (await t.call(scanner, { method: 'GET', url: '/v1/markten/scan/key' })).json();
    const { decryptMarketBarcode } = await import('@mvm/domain/markten/barcode');
    const job = (await jobs()).find((j: { markt: string }) => j.markt === 'Kindermarkt');
    const payload = await decryptMarketBarcode(await importBarcodeKey(key), job.barcode);
    expect(payload).toEqual({
      data: {
        markt_id: marktId,
        mvmnummer: mvm,
        persoonnaam: 'Sofie Peeters',
        kinderen: [{ naam: 'Lotte', geslacht: 'Vrouw', leeftijd: 6 }],
      },
    });
  });

  it('answers 404 for an unknown member', async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: '/v1/onthaal/markt/MVM99999999' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the door scan (spec 2 §4, §7)', () => {
  const barcodeFor = async (id: number) =>
    (await jobs()).find(
      (j: { markt: string }) => j.markt === (id === marktId ? 'Kindermarkt' : 'Kledingmarkt'),
    ).barcode as string;

  it('lists the current markets and gives the key to the Markt role, nothing else', async () => {
    const res = await t.call(scanner, { method: 'GET', url: '/v1/markten/scan/current-markten' });
    expect(
      res
        .json()
        .map((m: { naam: string }) => m.naam)
        .sort(),
    ).toEqual(['Kindermarkt', 'Kledingmarkt', 'Tienermarkt']);
    expect((await t.call(scanner, { method: 'GET', url: '/v1/markten/' })).statusCode).toBe(403);
  });

  it('refuses a garbage barcode as not valid, and a forged one (another key)', async () => {
    const garbage = await scan(marktId, { barcode: 'hallo' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error).toBe('Barcode is niet geldig');
    const forged = await encryptMarketBarcode(await importBarcodeKey(generateBarcodeKey()), {
      data: { markt_id: marktId, mvmnummer: mvm, persoonnaam: 'X', kinderen: [] },
    });
    expect((await scan(marktId, { barcode: forged })).json().error).toBe('Barcode is niet geldig');
  });

  it('refuses a barcode of another market', async () => {
    const res = await scan(marktId, { barcode: await barcodeFor(otherMarktId) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Barcode is niet voor deze markt');
  });

  it('stores the presence with its time, then answers a duplicate with the first time', async () => {
    const barcode = await barcodeFor(marktId);
    const first = await scan(marktId, { barcode });
    expect(first.json()).toMatchObject({ status: 'ok', aanwezigheid: { mvmnummer: mvm, marktId } });
    const again = await scan(marktId, { barcode: await barcodeFor(marktId) });
    expect(again.json()).toMatchObject({
      status: 'already present',
      aanwezigheid: { tijd: first.json().aanwezigheid.tijd },
    });
    const rows = await t.database.db.select().from(marktAanwezigheid);
    expect(rows.filter((r) => r.marktId === marktId)).toHaveLength(1);
  });

  it('counts a scan sent twice with the same idempotency key once, answering ok both times, at its door time', async () => {
    const barcode = await barcodeFor(otherMarktId);
    const gescandOp = new Date(Date.now() - 10 * 60_000).toISOString();
    const body = { barcode, idempotencyKey: 'scan-1234-abcd', gescandOp };
    const a = await scan(otherMarktId, body);
    const b = await scan(otherMarktId, body);
    expect(a.json().status).toBe('ok');
    expect(b.json()).toEqual(a.json());
    expect(a.json().aanwezigheid.tijd).toBe(gescandOp);
    const rows = await t.database.db.select().from(marktAanwezigheid);
    expect(rows.filter((r) => r.marktId === otherMarktId)).toHaveLength(1);
  });

  it('a 404 for a market that does not exist, a 400 for a bad id', async () => {
    expect((await scan(999999, { barcode: 'x' })).statusCode).toBe(404);
    expect((await scan(0, { barcode: 'x' })).statusCode).toBe(400);
  });
});
