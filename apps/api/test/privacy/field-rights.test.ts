import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SENSITIVE_GEZIN_FIELDS } from '@mvm/domain';
import { seedDemoCatalogue } from '../../src/seed/demo-catalogue';
import { buildTestApp, type TestContext } from '../helpers/build';
import { casePayload, memberPayload, nextRrn } from '../helpers/households';

// Issue 12 / DESIGN.md "Sensitive fields": national numbers, finances (with their remark) and residence
// status never reach a user without GET /v1/gevoelig, from any route, and their saves keep the stored values.

let t: TestContext;
let plain: string;
let member: { ID: number; mvmnummer: number };
let oneOff: { ID: number; enummer: number };
const headRrn = nextRrn('1984-02-03');
const childRrn = nextRrn('2015-06-07');
const caseRrn = nextRrn('1990-01-01');
const FIN_REMARK = 'Schuld bij de huisbaas van vierhonderd euro';
const SITUATION = 'Tijdelijk >1 jaar';

const sensitivePayload = () =>
  memberPayload(
    {
      gezin: {
        verblijfsvergunning: SITUATION,
        opmerkingFinancieel: FIN_REMARK,
        maandelijksInkomen: 1234.56,
        maandelijksInkomenNietBekend: false,
        inSchuldbemiddeling: false,
        leden: [
          {
            voornaam: 'Sofie',
            achternaam: 'Geheim',
            gezinsHoofd: true,
            geboortedatum: '1984-02-03',
            geslacht: 'Vrouw',
            type: 'ouder',
            geboorteland: 'België',
            nationaliteit: ['België'],
            arbeidsstatus: 'Werkend',
            rijksregisterNummer: headRrn,
          },
        ],
      },
    },
    {},
  );

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoCatalogue(t.database.db);
  member = (
    await t.call(t.adminToken, { method: 'POST', url: '/v1/lid/', payload: sensitivePayload() })
  ).json().data;
  const child = await t.call(t.adminToken, {
    method: 'POST',
    url: `/v1/lid/${member.mvmnummer}/gezinslid`,
    payload: {
      voornaam: 'Kind',
      achternaam: 'Geheim',
      geboortedatum: '2015-06-07',
      geslacht: 'Man',
      type: 'kind',
      rijksregisterNummer: childRrn,
    },
  });
  expect(child.statusCode).toBe(201);
  const c = casePayload('Karel', 'Geheim');
  oneOff = (
    await t.call(t.adminToken, {
      method: 'POST',
      url: '/v1/punctuelehulp/',
      payload: {
        ...c,
        gezin: {
          ...c.gezin,
          verblijfsvergunning: SITUATION,
          opmerkingFinancieel: FIN_REMARK,
          leden: [{ ...c.gezin.leden[0], rijksregisterNummer: caseRrn }],
        },
      },
    })
  ).json().data;

  // Every /v1 area this server has, except the sensitive right itself.
  const areas = new Set(
    t.app.routeTable.filter((r) => r.url.startsWith('/v1/')).map((r) => r.url.split('/')[2] ?? ''),
  );
  areas.delete('gevoelig');
  plain = await t.userWithRole(
    ['*'],
    [...areas].map((a) => `/v1/${a}*`),
    'zonderrecht',
  );
});
afterAll(() => t.close());

/** The path of a GET route with its parameters filled in for the test's dossiers. */
function pathOf(url: string): string {
  const id = url.startsWith('/v1/punctuele')
    ? `E${oneOff.enummer}`
    : url.startsWith('/v1/privacy/dossiers')
      ? String(member.ID)
      : `MVM${member.mvmnummer}`;
  return url.replace(/:id\b/g, id).replace(/:\w+/g, '1');
}

/** Queries that make list routes show the test's dossiers. */
const QUERIES: Record<string, string> = {
  '/v1/leden': `?rijksregisternummer=${headRrn}`,
  '/v1/lid/search': '?search=Geheim',
  '/v1/punctuelehulp': '?search=Geheim',
  '/v1/privacy/dossiers/:id/export': '?formaat=json',
};

function leaks(body: string): string[] {
  const found: string[] = [];
  for (const value of [headRrn, childRrn, caseRrn, FIN_REMARK, '1234.56', SITUATION]) {
    if (body.includes(value)) found.push(value);
  }
  for (const key of ['rijksregisterNummer', ...SENSITIVE_GEZIN_FIELDS]) {
    if (body.includes(`"${key}"`)) found.push(key);
  }
  return found;
}

describe('field-level rights over every route (issue 12)', () => {
  it('no GET route sends national numbers, finances or residence status to a user without the right', async () => {
    const reads = t.app.routeTable.filter(
      (r) => r.method === 'GET' && r.url.startsWith('/v1/') && r.url !== '/v1/openapi.json',
    );
    const answered: string[] = [];
    for (const route of reads) {
      const query =
        route.url === '/v1/privacy/dossiers' ? `?nummer=MVM${member.mvmnummer}` : (QUERIES[route.url] ?? '');
      const res = await t.call(plain, { method: 'GET', url: pathOf(route.url) + query });
      expect(res.statusCode, `${route.url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      expect(leaks(res.body), `GET ${route.url}`).toEqual([]);
      if (res.statusCode === 200) answered.push(route.url);
    }
    // Not vacuous: the dossier reads and lists answered (with data) for this user.
    expect(answered).toEqual(
      expect.arrayContaining([
        '/v1/lid/:id',
        '/v1/leden',
        '/v1/lid/search',
        '/v1/punctuelehulp/:id',
        '/v1/punctuelehulp',
      ]),
    );
  });

  it('the same reads give an administrator every sensitive field (so the check above sees real data)', async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: `/v1/lid/${member.mvmnummer}` });
    expect(leaks(res.body)).toEqual(
      expect.arrayContaining([headRrn, childRrn, FIN_REMARK, SITUATION, 'verblijfsvergunning']),
    );
  });

  it('the export of a family needs the sensitive right (403 with a Dutch message)', async () => {
    const res = await t.call(plain, { method: 'GET', url: `/v1/privacy/dossiers/${member.ID}/export` });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/gevoelige gegevens/);
  });

  it('a member save without the right keeps every stored sensitive value, and its reply holds none', async () => {
    const loaded = (await t.call(plain, { method: 'GET', url: `/v1/lid/${member.mvmnummer}` })).json();
    const tampered = {
      ...loaded,
      tijdelijkeOpmerkingen: 'Vandaag langs geweest',
      gezin: {
        ...loaded.gezin,
        verblijfsvergunning: 'Nee',
        opmerkingFinancieel: 'gewist',
        maandelijksInkomen: 1,
        maandelijksInkomenNietBekend: true,
        inSchuldbemiddeling: true,
        gezinsStatus: undefined,
        leden: loaded.gezin.leden.map((l: Record<string, unknown>) => ({
          ...l,
          rijksregisterNummer: nextRrn(),
        })),
      },
      status: undefined,
    };
    const res = await t.call(plain, { method: 'PUT', url: `/v1/lid/${member.mvmnummer}`, payload: tampered });
    expect(res.statusCode, res.body).toBe(200);
    expect(leaks(res.body)).toEqual([]);
    const stored = (await t.call(t.adminToken, { method: 'GET', url: `/v1/lid/${member.mvmnummer}` })).json();
    expect(stored.tijdelijkeOpmerkingen).toBe('Vandaag langs geweest');
    expect(stored.gezin).toMatchObject({
      verblijfsvergunning: SITUATION,
      opmerkingFinancieel: FIN_REMARK,
      maandelijksInkomen: 1234.56,
      maandelijksInkomenNietBekend: false,
      inSchuldbemiddeling: false,
    });
    expect(stored.gezin.leden.map((l: { rijksregisterNummer: string }) => l.rijksregisterNummer)).toEqual([
      headRrn,
      childRrn,
    ]);
  });

  it('a household-member save without the right keeps the number, and its reply holds none', async () => {
    const loaded = (await t.call(t.adminToken, { method: 'GET', url: `/v1/lid/${member.mvmnummer}` })).json();
    const child = loaded.gezin.leden.find((l: { gezinsHoofd: boolean }) => !l.gezinsHoofd);
    const res = await t.call(plain, {
      method: 'PUT',
      url: `/v1/lid/${member.mvmnummer}/gezinslid/${child.ID}`,
      payload: {
        voornaam: 'Kind',
        achternaam: 'Geheim',
        geboortedatum: '2015-06-07',
        geslacht: 'Man',
        type: 'kind',
        rijksregisterNummer: nextRrn('2015-06-07'),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(leaks(res.body)).toEqual([]);
    const stored = (await t.call(t.adminToken, { method: 'GET', url: `/v1/lid/${member.mvmnummer}` })).json();
    expect(stored.gezin.leden.find((l: { ID: number }) => l.ID === child.ID).rijksregisterNummer).toBe(
      childRrn,
    );
  });

  it('a one-off case save without the right keeps residence status and the finance remark', async () => {
    const loaded = (
      await t.call(plain, { method: 'GET', url: `/v1/punctuelehulp/${oneOff.enummer}` })
    ).json();
    const res = await t.call(plain, {
      method: 'PUT',
      url: `/v1/punctuelehulp/${oneOff.enummer}`,
      payload: {
        UpdatedAt: loaded.UpdatedAt,
        gezin: {
          opmerking: 'Eenmalig pakket',
          verblijfsvergunning: 'Nee',
          opmerkingFinancieel: '',
          leden: loaded.gezin.leden,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(leaks(res.body)).toEqual([]);
    const stored = (
      await t.call(t.adminToken, { method: 'GET', url: `/v1/punctuelehulp/${oneOff.enummer}` })
    ).json();
    expect(stored.gezin).toMatchObject({ verblijfsvergunning: SITUATION, opmerkingFinancieel: FIN_REMARK });
    expect(stored.gezin.leden[0].rijksregisterNummer).toBe(caseRrn);
  });
});
