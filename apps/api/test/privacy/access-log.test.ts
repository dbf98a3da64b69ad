import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog } from '../../src/db/schema';
import { buildTestApp, type TestContext } from '../helpers/build';
import { casePayload, memberPayload, nextRrn } from '../helpers/households';

let t: TestContext;
const members: { ID: number; mvmnummer: number; rrn: string }[] = [];
let oneOff: { ID: number; enummer: number };

beforeAll(async () => {
  t = await buildTestApp();
  for (let i = 0; i < 11; i++) {
    const rrn = nextRrn();
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/v1/lid/',
      payload: memberPayload({}, { achternaam: `Peeters${i}`, rijksregisterNummer: rrn }),
    });
    members.push({ ...res.json<{ data: { ID: number; mvmnummer: number } }>().data, rrn });
  }
  oneOff = (
    await t.call(t.adminToken, { method: 'POST', url: '/v1/punctuelehulp/', payload: casePayload() })
  ).json<{ data: { ID: number; enummer: number } }>().data;
});
afterAll(() => t.close());

/** Every entry written since the last call: the writer is flushed first. */
let seen = 0;
async function newEntries() {
  await t.app.accessLog.writer.flush();
  const rows = await t.database.db.select().from(accessLog).orderBy(asc(accessLog.id));
  const fresh = rows.slice(seen);
  seen = rows.length;
  return fresh;
}

const first = () => members[0]!;

describe('the access log (issue 12)', () => {
  it('a dossier read writes one entry: who, when, which dossier, which screen and call, from where', async () => {
    await newEntries();
    const before = Date.now();
    const res = await t.call(t.adminToken, { method: 'GET', url: `/v1/lid/MVM${first().mvmnummer}` });
    expect(res.statusCode).toBe(200);
    const entries = await newEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      username: 'admin',
      userId: expect.any(Number),
      dossierId: first().ID,
      dossierIds: null,
      scherm: 'Lid: dossier',
      aanroep: 'GET /v1/lid/:id',
      zoekSoort: null,
      adres: '127.0.0.1',
    });
    expect(entries[0]!.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('a list of 10 writes one entry for the whole page, none per row', async () => {
    await newEntries();
    const res = await t.call(t.adminToken, { method: 'GET', url: '/v1/leden/?page=1&page_size=10' });
    expect(res.json()).toHaveLength(10);
    const entries = await newEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      dossierId: null,
      aantal: 10,
      scherm: 'Leden: lijst',
      zoekSoort: null,
    });
    expect(entries[0]!.dossierIds).toHaveLength(10);
  });

  it('a search by national number writes one entry with its kind and the dossier found, never the number', async () => {
    await newEntries();
    const rrn = members[3]!.rrn;
    const res = await t.call(t.adminToken, { method: 'GET', url: `/v1/lid/search?search=${rrn}` });
    expect(res.json()).toHaveLength(1);
    const byParam = await t.call(t.adminToken, {
      method: 'GET',
      url: `/v1/leden/?rijksregisternummer=${rrn}`,
    });
    expect(byParam.json()).toHaveLength(1);
    const entries = await newEntries();
    expect(entries.map((e) => [e.scherm, e.zoekSoort, e.dossierIds])).toEqual([
      ['Leden: zoeken', 'rijksregisternummer', [members[3]!.ID]],
      ['Leden: lijst', 'rijksregisternummer', [members[3]!.ID]],
    ]);
    const everything = JSON.stringify(await t.database.db.select().from(accessLog));
    for (const m of members) expect(everything).not.toContain(m.rrn);
  });

  it('a name search is one entry of kind naam; a member-number search of kind mvmnummer', async () => {
    await newEntries();
    await t.call(t.adminToken, { method: 'GET', url: '/v1/lid/search?search=Peeters1' });
    await t.call(t.adminToken, { method: 'GET', url: `/v1/lid/search?search=MVM${first().mvmnummer}` });
    const entries = await newEntries();
    expect(entries.map((e) => e.zoekSoort)).toEqual(['naam', 'mvmnummer']);
  });

  it('reads by member or case number in the path name the dossier (received rows, one-off case)', async () => {
    await newEntries();
    await t.call(t.adminToken, { method: 'GET', url: `/v1/lid/${first().mvmnummer}/gekregen` });
    await t.call(t.adminToken, { method: 'GET', url: `/v1/lid/MVM${first().mvmnummer}/gekregen/voeding` });
    await t.call(t.adminToken, { method: 'GET', url: `/v1/punctuelehulp/E${oneOff.enummer}` });
    await t.call(t.adminToken, { method: 'GET', url: `/v1/punctuelehulp/${oneOff.enummer}/gekregen` });
    await t.call(t.adminToken, { method: 'GET', url: '/v1/punctuelehulp/?search=Janssens' });
    const entries = await newEntries();
    expect(entries.map((e) => [e.scherm, e.dossierId])).toEqual([
      ['Lid: hulp', first().ID],
      ['Lid: voeding', first().ID],
      ['Eenmalige Hulp: dossier', oneOff.ID],
      ['Eenmalige Hulp: goederen', oneOff.ID],
      ['Eenmalige Hulp: lijst', null],
    ]);
    expect(entries[4]!.dossierIds).toEqual([oneOff.ID]);
  });

  it('a refused or failed read writes nothing', async () => {
    await newEntries();
    const nobody = await t.userWithRole(['GET'], ['/v1/beheer/*']);
    expect((await t.call(nobody, { method: 'GET', url: `/v1/lid/${first().mvmnummer}` })).statusCode).toBe(
      403,
    );
    expect((await t.call(t.adminToken, { method: 'GET', url: '/v1/lid/MVM999999' })).statusCode).toBe(404);
    expect((await t.call(null, { method: 'GET', url: `/v1/lid/${first().mvmnummer}` })).statusCode).toBe(401);
    expect(await newEntries()).toEqual([]);
  });
});

describe('GET /v1/privacy/toegangslog and a dossier history', () => {
  it('filters by user, dossier and period, newest first', async () => {
    const reader = await t.userWithRole(['GET'], ['/v1/lid/*', '/v1/leden*'], 'lezer');
    await t.call(reader, { method: 'GET', url: `/v1/lid/${members[5]!.mvmnummer}` });
    await t.app.accessLog.writer.flush();

    const byUser = await t.call(t.adminToken, {
      method: 'GET',
      url: '/v1/privacy/toegangslog?gebruiker=LEZER',
    });
    expect(byUser.statusCode).toBe(200);
    expect(byUser.headers['num-total-entries']).toBe('1');
    expect(byUser.json()).toEqual([
      expect.objectContaining({
        gebruiker: 'lezer',
        dossierId: members[5]!.ID,
        mvmnummer: members[5]!.mvmnummer,
      }),
    ]);

    const byDossier = await t.call(t.adminToken, {
      method: 'GET',
      url: `/v1/privacy/toegangslog?dossier=MVM${members[3]!.mvmnummer}`,
    });
    // The two national-number searches and the list page that showed it.
    const kinds = byDossier.json<{ scherm: string }[]>().map((r) => r.scherm);
    expect(kinds).toContain('Leden: zoeken');
    expect(kinds.length).toBeGreaterThanOrEqual(3);

    const future = await t.call(t.adminToken, {
      method: 'GET',
      url: '/v1/privacy/toegangslog?van=2999-01-01',
    });
    expect(future.json()).toEqual([]);
    const past = await t.call(t.adminToken, { method: 'GET', url: '/v1/privacy/toegangslog?tot=2000-01-01' });
    expect(past.json()).toEqual([]);

    const history = await t.call(t.adminToken, {
      method: 'GET',
      url: `/v1/privacy/dossiers/${members[5]!.ID}/toegangslog`,
    });
    expect(history.json<{ gebruiker: string }[]>().map((r) => r.gebruiker)).toContain('lezer');
  });

  it('is for administrators only (role check), and refuses a bad dossier number with a Dutch 400', async () => {
    const desk = await t.userWithRole(['GET'], ['/v1/lid/*', '/v1/leden*']);
    expect((await t.call(desk, { method: 'GET', url: '/v1/privacy/toegangslog' })).statusCode).toBe(403);
    const bad = await t.call(t.adminToken, { method: 'GET', url: '/v1/privacy/toegangslog?dossier=xyz' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Geef een lidnummer (MVM123) of een E-nummer (E45)');
  });
});

/** Keys whose presence in an answer means it carries a dossier's personal data. */
const PERSONAL_KEYS = [
  'voornaam',
  'achternaam',
  'rijksregisterNummer',
  'telefoonnummer',
  'straat',
  'ontvanger',
];

function hasPersonalKeys(schema: unknown): boolean {
  if (!(schema instanceof z.ZodType)) return false;
  const json = JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' }));
  return PERSONAL_KEYS.some((key) => json.includes(`"${key}"`));
}

describe('every route that answers a dossier’s personal data is in the access log', () => {
  it('each GET route whose answer holds names, numbers or addresses declares config.accessLog', () => {
    const reads = t.app.routeTable.filter((r) => r.method === 'GET' && r.url.startsWith('/v1/'));
    const personal = reads.filter((r) => {
      const response = (r.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
      return Object.values(response).some(hasPersonalKeys);
    });
    // Not vacuous: the member and one-off reads are found by their schemas.
    expect(personal.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/v1/lid/:id', '/v1/leden', '/v1/punctuelehulp']),
    );
    const missing = personal.filter((r) => !t.app.accessLog.rules.has(`GET ${r.url}`)).map((r) => r.url);
    expect(missing).toEqual([]);
  });

  it('the export of a family is logged too (its answer may be a PDF)', () => {
    expect(t.app.accessLog.rules.get('GET /v1/privacy/dossiers/:id/export')).toMatchObject({
      dossier: { param: 'id', by: 'id' },
    });
  });
});
