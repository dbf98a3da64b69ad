import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build';
import { casePayload, memberPayload } from '../helpers/households';

let t: TestContext;
let routes: { method: 'POST' | 'PUT'; url: string }[];
beforeAll(async () => {
  t = await buildTestApp();
  const member = (
    await t.call(t.adminToken, { method: 'POST', url: '/v1/lid/', payload: memberPayload() })
  ).json().data;
  const c = (
    await t.call(t.adminToken, { method: 'POST', url: '/v1/punctuelehulp/', payload: casePayload() })
  ).json().data;
  const m = member.mvmnummer;
  const e = c.enummer;
  routes = [
    { method: 'POST', url: '/v1/lid/' },
    { method: 'PUT', url: `/v1/lid/${m}` },
    { method: 'POST', url: `/v1/lid/${m}/gezinslid` },
    { method: 'PUT', url: `/v1/lid/${m}/gezinslid/${member.gezin.leden[0].ID}` },
    { method: 'POST', url: `/v1/lid/${m}/lidmaatschap` },
    { method: 'PUT', url: `/v1/lid/${m}/lidmaatschap/${member.lidmaatschap[0].ID}` },
    { method: 'POST', url: '/v1/punctuelehulp/' },
    { method: 'PUT', url: `/v1/punctuelehulp/${e}` },
    { method: 'POST', url: `/v1/punctuelehulp/${e}/gezinslid` },
    { method: 'PUT', url: `/v1/punctuelehulp/${e}/gezinslid/${c.gezin.leden[0].ID}` },
    { method: 'POST', url: `/v1/punctuelehulp/${e}/gekregen` },
    { method: 'PUT', url: `/v1/punctuelehulp/${e}/gekregen/1` },
  ];
});
afterAll(() => t.close());

const badBodies: [string, string, string][] = [
  ['malformed JSON', '{"gezin": ', 'application/json'],
  ['a JSON array', '[1,2]', 'application/json'],
  ['a JSON string', '"hallo"', 'application/json'],
  [
    'wrong types',
    '{"gezin": {"leden": "x", "huur": true, "kennisNederlands": "veel"}, "dag": 5, "aantal": "twee", "objectID": "x", "voornaam": 1, "geboortedatum": 5, "start": 1, "vroegtijdigBeindigd": "ja", "gezinsSamenstellingInOrde": 1}',
    'application/json',
  ],
  ['an unknown field', '{"onbekend": 1, "gezin": {"geheim": 1}}', 'application/json'],
  [
    'an impossible date',
    '{"geboortedatum": "31/02/2020", "datum": "2020-13-45", "start": "morgen", "gezin": {}}',
    'application/json',
  ],
  [
    'a huge number',
    '{"aantal": 1e308, "kennisNederlands": 1e308, "gezin": {"kennisNederlands": 99, "huur": 1e300}}',
    'application/json',
  ],
  ['plain text', 'hallo', 'text/plain'],
  [
    'an oversized body',
    JSON.stringify({ gezin: { opmerking: 'x'.repeat(1.2 * 1024 * 1024) } }),
    'application/json',
  ],
];

describe('bad input on every household route with a body', () => {
  it.each(badBodies)('answers 4xx with a Dutch error for %s', async (_label, payload, contentType) => {
    for (const route of routes) {
      const res = await t.call(t.adminToken, { ...route, payload, headers: { 'content-type': contentType } });
      const where = `${route.method} ${route.url}: ${res.body.slice(0, 200)}`;
      expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, where).toBeLessThan(500);
      expect(typeof res.json().error, where).toBe('string');
    }
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('names an unknown field in Dutch', async () => {
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/v1/lid/',
      payload: { ...memberPayload(), geheim: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Ongeldige invoer: body: .*geheim/);
  });

  it('refuses an unknown enumeration value in Dutch', async () => {
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/v1/lid/',
      payload: memberPayload({ dag: 'Maandag' }),
    });
    expect(res.json()).toEqual({
      error: 'Ongeldige invoer: dag: Ongeldige waarde voor Dag',
      errors: { dag: 'Ongeldige waarde voor Dag' },
    });
  });
});
