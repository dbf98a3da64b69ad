import { formatRrn } from '@mvm/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../src/app';
import { accessLog, rrnLookupCounts, securityWarnings } from '../../src/db/schema';
import {
  checkRrnLookup,
  RRN_LOOKUPS_PER_MINUTE,
  RRN_LOOKUPS_WARN_PER_HOUR,
  type RaisedWarning,
} from '../../src/privacy/rrn-lookup-limit';
import { buildTestApp, removeDataDir, testConfig, type TestContext } from '../helpers/build';
import { casePayload, createNamedMember, nextRrn, type CreatedMember } from '../helpers/households';

// Issue 24, finding 3: a desk user sees a head's birth date and gender, so the lookup by national number (the
// eID scan) was an oracle for the number's sequence. Without /v1/gevoelig it is limited, logged and warned about.
let t: TestContext;
let member: CreatedMember;
const unknownRrn = nextRrn('1991-03-04');
/** Every /v1 area of this server but the sensitive right itself (as field-rights.test.ts). */
let areas: string[];

beforeAll(async () => {
  t = await buildTestApp();
  member = await createNamedMember(t, 'Ria', 'Rijksregister');
  const oneOff = await t.call(t.adminToken, {
    method: 'POST',
    url: '/v1/punctuelehulp/',
    payload: casePayload(),
  });
  expect(oneOff.statusCode).toBe(201);
  areas = [
    ...new Set(
      t.app.routeTable.filter((r) => r.url.startsWith('/v1/')).map((r) => r.url.split('/')[2] ?? ''),
    ),
  ].filter((a) => a !== 'gevoelig');
});
afterAll(() => t.close());

let users = 0;
/** A desk user: every area, GET only, with or without the sensitive right. */
async function deskUser(sensitive: boolean): Promise<{ token: string; username: string }> {
  users += 1;
  const username = `balie${sensitive ? 'gevoelig' : ''}${users}`;
  const endpoints = areas.map((a) => `/v1/${a}*`).concat(sensitive ? ['/v1/gevoelig'] : []);
  return { token: await t.userWithRole(['GET'], endpoints, username), username };
}

const get = (token: string, url: string) => t.call(token, { method: 'GET', url });
const byRrn = (rrn: string) => `/v1/leden/?page=1&page_size=10&rijksregisternummer=${rrn}`;

/** The routes whose query can carry a national number, each with those query keys, from the route table. */
function routesTakingRrn() {
  return t.app.routeTable.flatMap((route) => {
    const query = (route.schema as { querystring?: { shape?: Record<string, unknown> } } | undefined)
      ?.querystring;
    const keys = Object.keys(query?.shape ?? {}).filter((k) => k === 'rijksregisternummer' || k === 'search');
    return keys.length ? [{ route, keys }] : [];
  });
}

async function warningsOf(username: string) {
  const res = await get(t.adminToken, '/v1/privacy/waarschuwingen?page_size=100');
  expect(res.statusCode).toBe(200);
  return res.json().filter((w: { gebruiker: string }) => w.gebruiker === username);
}

describe('lookups by national number without the sensitive right (issue 24)', () => {
  it(`allows ${RRN_LOOKUPS_PER_MINUTE} a minute, then refuses with a Dutch 429, on every route that takes one`, async () => {
    const desk = await deskUser(false);
    // The eID scan (found), an unknown number, a typed or scanned search in three spellings: all count alike.
    const lookups = [
      byRrn(member.rrn),
      byRrn(unknownRrn),
      `/v1/lid/search?search=${member.rrn}`,
      `/v1/onthaal/klant?search=${encodeURIComponent(formatRrn(member.rrn))}`,
      `/v1/punctuelehulp/?rijksregisternummer=${unknownRrn}`,
    ];
    expect(lookups).toHaveLength(RRN_LOOKUPS_PER_MINUTE);
    for (const url of lookups) expect((await get(desk.token, url)).statusCode, url).toBe(200);

    const refused = await get(desk.token, byRrn(member.rrn));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(
      /^Te veel opzoekingen op rijksregisternummer\. Probeer het over \d+ seconden opnieuw\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).not.toContain(member.rrn);

    // Every GET or HEAD route whose query takes a national number, present or future, is refused now too.
    const routes = routesTakingRrn();
    expect(routes.map(({ route }) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /v1/leden',
        'GET /v1/lid/search',
        'GET /v1/onthaal/klant',
        'GET /v1/punctuelehulp',
      ]),
    );
    for (const { route, keys } of routes) {
      for (const key of keys) {
        const url = `${route.url}?${key}=${unknownRrn}`;
        const res = await t.call(desk.token, { method: route.method, url });
        expect(res.statusCode, `${route.method} ${url}`).toBe(429);
      }
    }

    // The desk keeps working on names and member numbers.
    expect((await get(desk.token, '/v1/leden/?search=Rijksregister')).json()).toHaveLength(1);
    expect((await get(desk.token, `/v1/onthaal/klant?search=MVM${member.mvmnummer}`)).statusCode).toBe(200);
  });

  it('does not limit a user with the sensitive right', async () => {
    const social = await deskUser(true);
    for (let i = 0; i < RRN_LOOKUPS_PER_MINUTE * 3; i += 1) {
      const res = await get(social.token, byRrn(i % 2 ? member.rrn : unknownRrn));
      expect(res.statusCode, `lookup ${i + 1}`).toBe(200);
    }
    const counted = await t.database.db.select().from(rrnLookupCounts);
    expect(counted.map((c) => c.userId)).not.toContain(await userId(social.username));
  });

  it('writes every lookup to the access log, also the ones that found nothing, never the number', async () => {
    const desk = await deskUser(false);
    expect((await get(desk.token, byRrn(member.rrn))).json()).toHaveLength(1);
    expect((await get(desk.token, byRrn(unknownRrn))).json()).toEqual([]);
    expect((await get(desk.token, `/v1/lid/search?search=${unknownRrn}`)).json()).toEqual([]);
    await t.app.accessLog.writer.flush();
    const entries = await t.database.db
      .select()
      .from(accessLog)
      .where(eq(accessLog.username, desk.username))
      .orderBy(asc(accessLog.id));
    expect(entries.map((e) => [e.aanroep, e.zoekSoort, e.aantal, e.dossierIds])).toEqual([
      ['GET /v1/leden', 'rijksregisternummer', 1, [member.ID]],
      ['GET /v1/leden', 'rijksregisternummer', 0, []],
      ['GET /v1/lid/search', 'rijksregisternummer', 0, []],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(new RegExp(`${member.rrn}|${unknownRrn}`));
  });

  it('warns the administrators of a burst: one warning counting the refusals, a log line without the number', async () => {
    const desk = await deskUser(false);
    const linesBefore = t.logs.lines.length;
    for (let i = 0; i < RRN_LOOKUPS_PER_MINUTE + 3; i += 1) await get(desk.token, byRrn(unknownRrn));

    const [warning, ...more] = await warningsOf(desk.username);
    expect(more).toEqual([]);
    expect(warning).toMatchObject({
      soort: 'rrn-limiet',
      gebruiker: desk.username,
      userId: await userId(desk.username),
      adres: '127.0.0.1',
      aantal: 3,
      melding: `Meer dan ${RRN_LOOKUPS_PER_MINUTE} opzoekingen op rijksregisternummer in een minuut: 3 geweigerd`,
    });
    const warned = t.logs.lines
      .slice(linesBefore)
      .filter((line) => line.includes('"level":40') && line.includes(desk.username));
    expect(warned).toHaveLength(1);
    expect(warned[0]).toContain('national-number lookups over the per-minute limit');
    expect(warned[0]).not.toContain(unknownRrn);
  });

  it('holds across API instances: the count lives in the database', async () => {
    const desk = await deskUser(false);
    const config = testConfig();
    const other = await buildApp({ db: t.database.db, config, logger: false });
    onTestFinished(async () => {
      await other.close();
      removeDataDir(config);
    });
    const on = (app: typeof other) =>
      app.inject({ url: byRrn(unknownRrn), headers: { authorization: `Bearer ${desk.token}` } });
    const codes: number[] = [];
    for (let i = 0; i < RRN_LOOKUPS_PER_MINUTE + 1; i += 1)
      codes.push((await on(i % 2 ? other : t.app)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await on(t.app)).statusCode).toBe(429);
  });
});

describe('the limit and the warnings over time (injected clock)', () => {
  const t0 = new Date('2025-03-10T09:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  it('opens a new minute once the last one has passed', async () => {
    const by = { userId: 900_001, username: 'klok1', adres: '10.0.0.1' };
    const waits: number[] = [];
    for (let i = 0; i < RRN_LOOKUPS_PER_MINUTE + 1; i += 1)
      waits.push(await checkRrnLookup(t.database.db, by, () => {}, at(i * 1000)));
    expect(waits).toEqual([0, 0, 0, 0, 0, 55]);
    expect(await checkRrnLookup(t.database.db, by, () => {}, at(59_500))).toBe(1);
    expect(await checkRrnLookup(t.database.db, by, () => {}, at(60_000))).toBe(0);
  });

  it(`warns once an hour holds more than ${RRN_LOOKUPS_WARN_PER_HOUR} lookups, even under the minute limit`, async () => {
    const by = { userId: 900_002, username: 'klok2', adres: '10.0.0.2' };
    const heard: RaisedWarning[] = [];
    // One lookup every 61 seconds: never refused, 35 in the first hour.
    for (let i = 0; i < 35; i += 1) {
      expect(await checkRrnLookup(t.database.db, by, (w) => heard.push(w), at(i * 61_000))).toBe(0);
    }
    expect(heard).toEqual([{ kind: 'rrn-volume', count: RRN_LOOKUPS_WARN_PER_HOUR + 1 }]);
    const rows = await t.database.db
      .select()
      .from(securityWarnings)
      .where(eq(securityWarnings.userId, by.userId));
    expect(rows).toMatchObject([{ kind: 'rrn-volume', aantal: 35, windowStart: t0 }]);

    // A new hour starts afresh: no warning until it, too, passes the mark.
    await checkRrnLookup(t.database.db, by, (w) => heard.push(w), at(3_600_000 + 61_000));
    expect(heard).toHaveLength(1);
    const [count] = await t.database.db
      .select()
      .from(rrnLookupCounts)
      .where(eq(rrnLookupCounts.userId, by.userId));
    expect(count).toMatchObject({ hourCount: 1, minuteCount: 1 });
  });

  it('keeps one limit warning per user and hour, counting the refusals, however long the burst', async () => {
    const by = { userId: 900_003, username: 'klok3', adres: '10.0.0.3' };
    const heard: RaisedWarning[] = [];
    // Ten a minute for ten minutes: five refused each minute.
    for (let minute = 0; minute < 10; minute += 1) {
      for (let i = 0; i < 10; i += 1) {
        await checkRrnLookup(t.database.db, by, (w) => heard.push(w), at(minute * 60_000 + i * 100));
      }
    }
    const rows = await t.database.db
      .select()
      .from(securityWarnings)
      .where(and(eq(securityWarnings.userId, by.userId), eq(securityWarnings.kind, 'rrn-limiet')));
    expect(rows).toMatchObject([{ aantal: 50, firstAt: at(500), lastAt: at(9 * 60_000 + 900) }]);
    expect(heard.filter((w) => w.kind === 'rrn-limiet')).toEqual([{ kind: 'rrn-limiet', count: 1 }]);
  });
});

async function userId(username: string): Promise<number> {
  const res = await get(t.adminToken, '/v1/beheer/gebruikers');
  const user = res.json().find((u: { username: string }) => u.username === username);
  return user.ID;
}
