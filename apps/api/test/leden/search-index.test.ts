import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dossiers, dossierWoorden } from '../../src/db/schema';
import { buildTestApp, type TestContext } from '../helpers/build';
import { migrationStatements } from '../helpers/database';
import { casePayload, createNamedMember, memberPayload } from '../helpers/households';

// Issue 7: a name search of words of 3 letters or more reads its page from dossier_woorden (migration 0015), kept by
// triggers on dossiers. The table must stay what its definition says, whoever writes dossiers, and the search must
// rank, order, count and page as the scan of the dossiers did. Made-up names, so no other household shares them.
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const admin = (options: Parameters<TestContext['call']>[1]) => t.call(t.adminToken, options);
const create = (voornaam: string, achternaam: string) => createNamedMember(t, voornaam, achternaam);
const list = async (query: string, area = 'leden') => {
  const res = await admin({ method: 'GET', url: `/v1/${area}/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const rows = res.json<{ voornaam: string; achternaam: string; mvmnummer?: number }[]>();
  return {
    names: rows.map((r) => `${r.voornaam} ${r.achternaam}`),
    numbers: rows.map((r) => r.mvmnummer),
    total: Number(res.headers['num-total-entries']),
  };
};
const search = async (text: string, more = '') =>
  (await list(`search=${encodeURIComponent(text)}${more}`)).names;

/** The table's definition (migration 0015). */
const expected = async () => {
  const result = (await t.database.db.execute(sql`
    select w.woord, d.id as "dossierId", length(d.zoeknaam) as lengte, d.mvmnummer, d.enummer,
           d.created_at as "createdAt", d.updated_at as "updatedAt"
      from dossiers d, zoeknaam_woorden_van(d.zoeknaam) as w (woord)
     where d.verwijderd_op is null
     order by 1, 2`)) as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt as string).toISOString(),
    updatedAt: new Date(r.updatedAt as string).toISOString(),
  }));
};
const stored = async () =>
  (
    await t.database.db.select().from(dossierWoorden).orderBy(dossierWoorden.woord, dossierWoorden.dossierId)
  ).map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }));
const entries = async (woord: string) =>
  t.database.db.select().from(dossierWoorden).where(eq(dossierWoorden.woord, woord));

describe('the words index of the live names (dossier_woorden)', () => {
  it('holds each word of a new name once per household, with its length, numbers and dates', async () => {
    const d = await create('Ørjan', 'Quibbelaar Quibbelaar');
    const [row] = await entries('quibbelaar');
    expect(row).toMatchObject({
      dossierId: d.ID,
      mvmnummer: d.mvmnummer,
      lengte: 'orjan quibbelaar quibbelaar'.length,
    });
    expect(await entries('quibbelaar')).toHaveLength(1);
    expect(await stored()).toEqual(await expected());
  });

  it('follows a rename, a save (the list order by last change), a delete, a restore and an erase', async () => {
    const d = await create('Wendelijn', 'Brakkevoort');
    const payload = {
      ...memberPayload(
        {},
        { voornaam: 'Wendelijn', achternaam: 'Strijkmolenaar', rijksregisterNummer: d.rrn },
      ),
      UpdatedAt: d.UpdatedAt,
    };
    const res = await admin({ method: 'PUT', url: `/v1/lid/${d.mvmnummer}`, payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(await entries('brakkevoort')).toEqual([]);
    expect(await stored()).toEqual(await expected());
    // A save that only moves updated_at: the index keeps the list's order column up to date.
    await t.database.db
      .update(dossiers)
      .set({ updatedAt: new Date('2031-01-02T03:04:05Z') })
      .where(eq(dossiers.id, d.ID));
    expect((await entries('strijkmolenaar'))[0]?.updatedAt.toISOString()).toBe('2031-01-02T03:04:05.000Z');
    expect((await admin({ method: 'DELETE', url: `/v1/lid/${d.mvmnummer}` })).statusCode).toBe(200);
    expect(await entries('strijkmolenaar')).toEqual([]);
    await t.database.db.update(dossiers).set({ verwijderdOp: null }).where(eq(dossiers.id, d.ID));
    expect(await entries('strijkmolenaar')).toHaveLength(1);
    // A one-off case number given later: the one-off list's search sees it.
    await t.database.db.update(dossiers).set({ enummer: 987_654 }).where(eq(dossiers.id, d.ID));
    expect((await entries('strijkmolenaar'))[0]?.enummer).toBe(987_654);
    expect(await stored()).toEqual(await expected());
    await t.database.db.delete(dossiers).where(eq(dossiers.id, d.ID));
    expect(await entries('strijkmolenaar')).toEqual([]);
    expect(await stored()).toEqual(await expected());
  });

  it('forgets an anonymised household (issue 12: an erased name does not linger)', async () => {
    const d = await create('Berthilde', 'Knoppendijk');
    const res = await admin({
      method: 'POST',
      url: `/v1/privacy/dossiers/${d.ID}/wissen`,
      payload: { reden: 'Vraag per brief' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await entries('knoppendijk')).toEqual([]);
    expect(await stored()).toEqual(await expected());
  });

  it('is filled by the migration from the names already saved', async () => {
    const backfill = migrationStatements('0015_dossier_woorden.sql').at(-1) ?? '';
    const before = await stored();
    expect(before.length).toBeGreaterThan(0);
    await t.database.db.delete(dossierWoorden);
    await t.database.db.execute(sql.raw(backfill));
    expect(await stored()).toEqual(before);
  });
});

describe('a name search read from the words index', () => {
  it('ranks a whole word, then the start of a word, then an inner part; the shorter name first within a tier', async () => {
    // Created best match first: the list's own order (newest member number first) is the opposite of the rank.
    await create('Ada', 'Plimbo');
    await create('Dorothea', 'Plimbo');
    await create('Bo', 'Plimbosa');
    await create('Cy', 'Koplimbo');
    expect(await search('plimbo')).toEqual(['Ada Plimbo', 'Dorothea Plimbo', 'Bo Plimbosa', 'Cy Koplimbo']);
    // Every typed word must be in the name, in any order.
    expect(await search('plimbo ada')).toEqual(['Ada Plimbo']);
    expect(await search('ada plimbo')).toEqual(['Ada Plimbo']);
    expect(await search('plimbo xyzzyq')).toEqual([]);
  });

  it('orders equal matches by the list order asked for, counts them all and pages through them', async () => {
    const made = [
      await create('Eli', 'Zwanepoel'),
      await create('Eli', 'Zwanepoel'),
      await create('Eli', 'Zwanepoel'),
    ];
    const numbers = made.map((m) => m.mvmnummer);
    const newestFirst = [...numbers].sort((a, b) => b - a);
    expect((await list('search=zwanepoel')).numbers).toEqual(newestFirst);
    expect((await list('search=zwanepoel&order=MVMNummer%20asc')).numbers).toEqual(
      [...newestFirst].reverse(),
    );
    const second = await list('search=zwanepoel&page=2&page_size=1');
    expect(second).toMatchObject({ total: 3, numbers: [newestFirst[1]] });
    // A page past the end still says how many there are.
    expect(await list('search=zwanepoel&page=9&page_size=1')).toMatchObject({ total: 3, numbers: [] });
  });

  it('puts the closest correction first, even on a longer name', async () => {
    await create('Hendrik', 'Vlamingh');
    await create('Al', 'Vlamincx');
    // 'vlamingx' matches no name as typed; 'vlamingh' is closer to it than 'vlamincx'.
    expect(await search('vlamingx')).toEqual(['Hendrik Vlamingh', 'Al Vlamincx']);
  });

  it('searches the one-off list by name too, newest case first', async () => {
    const payload = (achternaam: string) => casePayload('Odo', achternaam);
    for (const name of ['Kwastelaar', 'Kwastelaar']) {
      const res = await admin({ method: 'POST', url: '/v1/punctuelehulp/', payload: payload(name) });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await admin({ method: 'GET', url: '/v1/punctuelehulp/?search=kwastelaar' });
    expect(res.statusCode, res.body).toBe(200);
    const cases = res.json<{ enummer: number }[]>().map((r) => r.enummer);
    expect(cases).toHaveLength(2);
    expect(cases).toEqual([...cases].sort((a, b) => b - a));
    // Not a member: the member list does not find it.
    expect(await search('kwastelaar')).toEqual([]);
  });
});
