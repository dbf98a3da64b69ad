import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build';
import { casePayload, memberPayload } from '../helpers/households';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const admin = (options: Parameters<TestContext['call']>[1]) => t.call(t.adminToken, options);
const newCase = async (...args: Parameters<typeof casePayload>) => {
  const res = await admin({ method: 'POST', url: '/v1/punctuelehulp/', payload: casePayload(...args) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};

describe('one-off cases (/v1/punctuelehulp)', () => {
  it('creates a case with an E number and no member number', async () => {
    const c = await newCase('Ahmed', 'Benali');
    expect(c).toMatchObject({
      enummer: expect.any(Number),
      mvmnummer: null,
      status: 'Niet Actief',
      lidmaatschap: [],
    });
    for (const id of [`E${c.enummer}`, String(c.enummer), `e${c.enummer}`])
      expect((await admin({ method: 'GET', url: `/v1/punctuelehulp/${id}` })).json().ID).toBe(c.ID);
  });

  it('needs a remark and the head’s names (spec 2 §5)', async () => {
    const res = await admin({ method: 'POST', url: '/v1/punctuelehulp/', payload: casePayload('', '', ' ') });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'Voornaam niet ingevuld\nAchternaam niet ingevuld\nOpmerking over redene eenmalige hulp is niet ingevuld',
    );
  });

  it('lists cases newest first with search and paging', async () => {
    const a = await newCase('Marie', 'Lambert');
    const b = await newCase('Maria', 'Lambrecht');
    const res = await admin({ method: 'GET', url: '/v1/punctuelehulp/?page=1&page_size=10&search=lambert' });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({
      ID: a.ID,
      enummer: a.enummer,
      mvmnummer: null,
      voornaam: 'Marie',
      achternaam: 'Lambert',
      CreatedAt: a.CreatedAt,
      geboorteland: '',
    });
    const all = await admin({ method: 'GET', url: '/v1/punctuelehulp/?page=1&page_size=2' });
    expect(all.json().map((r: { enummer: number }) => r.enummer)).toEqual([b.enummer, a.enummer]);
    expect(Number(all.headers['num-total-entries'])).toBeGreaterThanOrEqual(3);
    const byNumber = await admin({ method: 'GET', url: `/v1/punctuelehulp/?search=E${a.enummer}` });
    expect(byNumber.json().map((r: { ID: number }) => r.ID)).toEqual([a.ID]);
  });

  it('updates with UpdatedAt, 409 when stale', async () => {
    const c = await newCase();
    const payload = { ...casePayload('Jan', 'Janssens', 'Tweede bezoek'), UpdatedAt: c.UpdatedAt };
    const ok = await admin({ method: 'PUT', url: `/v1/punctuelehulp/E${c.enummer}`, payload });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.gezin.opmerking).toBe('Tweede bezoek');
    const stale = await admin({ method: 'PUT', url: `/v1/punctuelehulp/E${c.enummer}`, payload });
    expect(stale.statusCode).toBe(409);
  });

  it('finds cases by national number (duplicate check)', async () => {
    const rrn = memberPayload().gezin.leden[0]!.rijksregisterNummer;
    const payload = casePayload('Nadia', 'Haddad');
    const c = await admin({
      method: 'POST',
      url: '/v1/punctuelehulp/',
      payload: {
        gezin: { ...payload.gezin, leden: [{ ...payload.gezin.leden[0], rijksregisterNummer: rrn }] },
      },
    });
    const res = await admin({
      method: 'GET',
      url: `/v1/punctuelehulp/?page=1&page_size=10&rijksregisternummer=${rrn}`,
    });
    expect(res.headers['num-total-entries']).toBe('1');
    expect(res.json()[0].ID).toBe(c.json().data.ID);
  });

  it('deletes a case softly', async () => {
    const c = await newCase();
    expect((await admin({ method: 'DELETE', url: `/v1/punctuelehulp/${c.enummer}` })).statusCode).toBe(200);
    expect((await admin({ method: 'GET', url: `/v1/punctuelehulp/${c.enummer}` })).json()).toEqual({
      error: 'Dossier niet gevonden',
    });
  });
});

describe('registering a one-off case as member (POST /v1/lid/ with its enummer)', () => {
  it('gives the case an MVM number and a first membership, keeping its E number', async () => {
    const c = await newCase('Sofie', 'Peeters');
    const incomplete = await admin({
      method: 'POST',
      url: '/v1/lid/',
      payload: { ...casePayload(), enummer: c.enummer },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error).toContain('Rijksregisternummer is niet ingevuld');

    const res = await admin({
      method: 'POST',
      url: '/v1/lid/',
      payload: { ...memberPayload(), enummer: c.enummer, UpdatedAt: c.UpdatedAt },
    });
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json().data;
    expect(d).toMatchObject({
      ID: c.ID,
      enummer: c.enummer,
      mvmnummer: expect.any(Number),
      status: 'Actief',
    });
    expect(d.lidmaatschap).toHaveLength(1);
    expect(d.gezin.leden).toHaveLength(1);
    expect((await admin({ method: 'GET', url: `/v1/lid/MVM${d.mvmnummer}` })).json().enummer).toBe(c.enummer);

    const twice = await admin({
      method: 'POST',
      url: '/v1/lid/',
      payload: { ...memberPayload(), enummer: c.enummer },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(`Dit dossier is al lid (MVM${d.mvmnummer})`);
  });

  it('answers 404 for an unknown case number', async () => {
    const res = await admin({
      method: 'POST',
      url: '/v1/lid/',
      payload: { ...memberPayload(), enummer: 999999 },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('access', () => {
  it.each([
    ['GET', '/v1/punctuelehulp/'],
    ['GET', '/v1/punctuelehulp/objects'],
    ['POST', '/v1/punctuelehulp/'],
    ['GET', '/v1/punctuelehulp/E1/gekregen'],
  ] as const)('answers 401 without a session on %s %s', async (method, url) => {
    const res = await t.call(null, { method, url, payload: method === 'POST' ? casePayload() : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Niet aangemeld of sessie verlopen');
  });

  it('answers 403 for a user of another desk', async () => {
    const token = await t.userWithRole(['GET', 'POST'], ['/v1/voeding/*']);
    expect(
      (await t.call(token, { method: 'POST', url: '/v1/punctuelehulp/', payload: casePayload() })).statusCode,
    ).toBe(403);
  });
});

describe('one-off household members (no field required)', () => {
  it('adds, edits and deletes a member', async () => {
    const c = await newCase();
    const added = await admin({
      method: 'POST',
      url: `/v1/punctuelehulp/E${c.enummer}/gezinslid`,
      payload: {},
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data.ID;
    const edited = await admin({
      method: 'PUT',
      url: `/v1/punctuelehulp/${c.enummer}/gezinslid/${id}`,
      payload: { voornaam: 'Kind', type: 'kind' },
    });
    expect(edited.json().data).toMatchObject({ voornaam: 'Kind', type: 'kind' });
    expect(
      (await admin({ method: 'DELETE', url: `/v1/punctuelehulp/${c.enummer}/gezinslid/${id}` })).statusCode,
    ).toBe(200);
  });
});
