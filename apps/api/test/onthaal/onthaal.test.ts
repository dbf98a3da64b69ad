import { toIsoDate } from '@mvm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gekregen } from '../../src/db/schema';
import { seedDemoCatalogue, type SeededObject } from '../../src/seed/demo-catalogue';
import { buildTestApp, type TestContext } from '../helpers/build';
import { memberPayload, nextRrn } from '../helpers/households';

let t: TestContext;
let items: SeededObject[];
let desk1: string;
let desk2: string;
const now = new Date();
const DAY = 86_400_000;

// Born `years` ago shifted by `days`: positive = the birthday is still ahead (one year younger until then).
const born = (years: number, days = 100) => {
  const d = new Date(now.getTime() + days * DAY);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return toIsoDate(d);
};

async function member(leden: Record<string, unknown>[] = [], change: Record<string, unknown> = {}) {
  const head = memberPayload(change).gezin.leden[0]!;
  const payload = memberPayload(change);
  const body = {
    ...payload,
    gezin: { ...payload.gezin, leden: [{ ...head, geboortedatum: born(40) }, ...leden] },
  };
  const res = await t.call(t.adminToken, { method: 'POST', url: '/v1/lid/', payload: body });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<{ data: { ID: number; mvmnummer: number } }>().data;
}

const kind = (geboortedatum: string, voornaam = 'Kind') => ({
  voornaam,
  achternaam: 'Peeters',
  gezinsHoofd: false,
  geboortedatum,
  geslacht: 'Vrouw',
  type: 'kind',
  rijksregisterNummer: nextRrn(geboortedatum),
});

beforeAll(async () => {
  t = await buildTestApp();
  items = await seedDemoCatalogue(t.database.db);
  desk1 = await t.userWithRole(['GET', 'POST'], ['/v1/onthaal/*'], 'onthaal1');
  desk2 = await t.userWithRole(['GET', 'POST'], ['/v1/onthaal/*'], 'onthaal2');
});
afterAll(() => t.close());

const item = (naam: string) => items.find((i) => i.naam === naam)!;
type Payload = Record<string, unknown> & { ticketCount: number; geprintVandaag: number };

describe('GET /v1/onthaal/voeding/{nr}: the reception print payload (spec 1 §3)', () => {
  it('splits adults and children at 12, marks a birthday within 7 days and past milk powder', async () => {
    const d = await member(
      [kind(born(3, 3), 'Lotte'), kind(born(12, -100), 'Tom'), kind(born(11, -200), 'An')],
      {
        gezin: { typeVoeding: 'Vegetarisch' },
      },
    );
    const first = await t.call(desk1, { method: 'GET', url: `/v1/onthaal/voeding/MVM${d.mvmnummer}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      doelgroepnummer: `MVM${d.mvmnummer}`,
      voornaam: 'Sofie',
      naam: 'Peeters',
      typeVoeding: 'Vegetarisch',
      printType: 'Gewoon',
      volwassenen: 2, // the head and the 12-year-old
      kinderen: 2,
      needsVerjaardag: true, // Lotte turns 3 in three days
      needsMelkpoeder: false,
      geprintVandaag: 0,
    });

    await t.database.db.insert(gekregen).values({
      dossierId: d.ID,
      afdeling: 'voeding',
      objectId: item('Melkpoeder 2 (6-12 maanden)').id,
      datum: new Date(now.getTime() - 60 * DAY),
    });
    const again = await t.call(desk1, { method: 'GET', url: `/v1/onthaal/voeding/${d.mvmnummer}` });
    expect(again.json()).toMatchObject({ needsMelkpoeder: true });
  });

  it("prints the food desk's special food and remark (klant_info of the food desk)", async () => {
    const d = await member();
    const saved = await t.call(t.adminToken, {
      method: 'POST',
      url: `/v1/voeding/klant/MVM${d.mvmnummer}`,
      payload: { specialeVoeding: 'Geen varkensvlees, lactosevrij', opmerking: 'Komt met de fiets' },
    });
    expect(saved.statusCode).toBe(200);
    const res = await t.call(desk1, { method: 'GET', url: `/v1/onthaal/voeding/MVM${d.mvmnummer}` });
    expect(res.json()).toMatchObject({
      specialeVoeding: 'Geen varkensvlees, lactosevrij',
      opmerking: 'Komt met de fiets',
    });
  });

  it("suggests 'Voorrang' for a household with priority", async () => {
    const d = await member([], { voorrang: true });
    const res = await t.call(desk1, { method: 'GET', url: `/v1/onthaal/voeding/MVM${d.mvmnummer}` });
    expect(res.json()).toMatchObject({ printType: 'Voorrang', needsVerjaardag: false });
  });

  it('answers 404 for an unknown member and 403 without the reception role', async () => {
    expect((await t.call(desk1, { method: 'GET', url: '/v1/onthaal/voeding/MVM999999' })).statusCode).toBe(
      404,
    );
    const other = await t.userWithRole(['GET'], ['/v1/voeding/*']);
    expect((await t.call(other, { method: 'GET', url: '/v1/onthaal/voeding/MVM1' })).statusCode).toBe(403);
  });
});

describe('POST /v1/onthaal/voeding/{nr}: every printed ticket is recorded (shared by the desks)', () => {
  it('numbers tickets from 1 per day across desks, and every desk sees it was printed today', async () => {
    const a = await member();
    const b = await member();
    const print = (token: string, nr: number, body: object) =>
      t.call(token, { method: 'POST', url: `/v1/onthaal/voeding/MVM${nr}`, payload: body });

    const before = (
      await t.call(desk2, { method: 'GET', url: `/v1/onthaal/voeding/MVM${b.mvmnummer}` })
    ).json<Payload>();
    const first = await print(desk1, a.mvmnummer, { printType: 'Gewoon' });
    expect(first.statusCode).toBe(200);
    expect(first.json<Payload>()).toMatchObject({
      ticketCount: before.ticketCount,
      printType: 'Gewoon',
      geprintVandaag: 1,
    });
    const second = (
      await print(desk2, b.mvmnummer, { printType: 'Andere', andere: 'Tolk nodig' })
    ).json<Payload>();
    expect(second).toMatchObject({ ticketCount: before.ticketCount + 1, printType: 'Tolk nodig' });

    // The second desk sees the first desk's ticket.
    const seen = (
      await t.call(desk2, { method: 'GET', url: `/v1/onthaal/voeding/MVM${a.mvmnummer}` })
    ).json<Payload>();
    expect(seen).toMatchObject({ geprintVandaag: 1, ticketCount: before.ticketCount + 2 });
    const rows = await t.call(desk2, { method: 'GET', url: `/v1/onthaal/klant?search=${a.mvmnummer}` });
    expect(rows.json<{ mvmnummer: number; geprintVandaag: number }[]>()).toEqual([
      expect.objectContaining({ mvmnummer: a.mvmnummer, geprintVandaag: 1 }),
    ]);
  });

  it('gives two desks printing at the same moment two different numbers', async () => {
    const d = await member();
    const replies = await Promise.all(
      [desk1, desk2, desk1, desk2].map((token) =>
        t.call(token, {
          method: 'POST',
          url: `/v1/onthaal/voeding/MVM${d.mvmnummer}`,
          payload: { printType: 'Gewoon' },
        }),
      ),
    );
    const counts = replies.map((r) => r.json<Payload>().ticketCount);
    expect(new Set(counts).size).toBe(4);
  });

  it.each([
    [{ printType: 'Andere' }, "Vul de tekst voor 'Andere' in"],
    [{ printType: 'Snel' }, 'Kies een printtype'],
  ])('refuses %o with a Dutch 400', async (body, message) => {
    const d = await member();
    const res = await t.call(desk1, {
      method: 'POST',
      url: `/v1/onthaal/voeding/MVM${d.mvmnummer}`,
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });
});

describe('GET /v1/onthaal/klant: the reception rows (spec 1 §2)', () => {
  it('shows status, Dag, Reden Controle and whether the household may get food today', async () => {
    const d = await member([], { controle: true, redenControle: 'Attest ontbreekt', dag: 'Donderdag' });
    const res = await t.call(desk1, { method: 'GET', url: `/v1/onthaal/klant?search=MVM${d.mvmnummer}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['num-total-entries']).toBe('1');
    const [row] = res.json<Record<string, unknown>[]>();
    expect(row).toMatchObject({
      mvmnummer: d.mvmnummer,
      status: 'Actief',
      controle: true,
      redenControle: 'Attest ontbreekt',
      dag: 'Donderdag',
      vandaag: { magVandaag: true, reden: null },
      geprintVandaag: 0,
    });

    // 'Voeding Vandaag' at the food desk: the reception now gives the food desk's own refusal.
    const given = await t.call(t.adminToken, {
      method: 'POST',
      url: `/v1/voeding/klant/MVM${d.mvmnummer}/vandaag`,
      payload: { variant: 'gewoon' },
    });
    expect(given.statusCode).toBe(201);
    const after = await t.call(desk1, { method: 'GET', url: `/v1/onthaal/klant?search=${d.mvmnummer}` });
    expect(after.json<Record<string, unknown>[]>()[0]).toMatchObject({
      vandaag: { magVandaag: false, reden: 'Klant heeft deze week al voeding gehad' },
    });
  });

  it('finds a household by national number without sending the number back', async () => {
    const rrn = nextRrn('1985-07-30');
    const payload = memberPayload({}, { rijksregisterNummer: rrn });
    const created = await t.call(t.adminToken, { method: 'POST', url: '/v1/lid/', payload });
    const nr = created.json<{ data: { mvmnummer: number } }>().data.mvmnummer;
    const res = await t.call(desk1, { method: 'GET', url: `/v1/onthaal/klant?rijksregisternummer=${rrn}` });
    expect(res.json<{ mvmnummer: number }[]>().map((r) => r.mvmnummer)).toEqual([nr]);
    expect(res.body).not.toContain(rrn);
  });
});
