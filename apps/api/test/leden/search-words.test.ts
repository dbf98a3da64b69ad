import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dossiers, zoeknaamWoorden } from '../../src/db/schema';
import { buildTestApp, type TestContext } from '../helpers/build';
import { migrationStatements } from '../helpers/database';
import { createNamedMember, memberPayload } from '../helpers/households';

// Issue 7: the typo search corrects typed words against the words of the live names (zoeknaam_woorden, kept by
// triggers on dossiers). Unusual made-up names, so no other household shares their words.
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const admin = (options: Parameters<TestContext['call']>[1]) => t.call(t.adminToken, options);
const create = (voornaam: string, achternaam: string) => createNamedMember(t, voornaam, achternaam);
const search = async (text: string) => {
  const res = await admin({ method: 'GET', url: `/v1/leden/?search=${encodeURIComponent(text)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ voornaam: string; achternaam: string }[]>().map((r) => `${r.voornaam} ${r.achternaam}`);
};
const count = async (woord: string) => {
  const [row] = await t.database.db.select().from(zoeknaamWoorden).where(eq(zoeknaamWoorden.woord, woord));
  return row?.aantal ?? 0;
};
/** The table's definition (migration 0013): every word of a live dossier's name, counted once per dossier. */
const expected = async () => {
  const result = (await t.database.db.execute(sql`
    select woord, count(*)::integer as aantal
      from dossiers, zoeknaam_woorden_van(zoeknaam) as woord
     where verwijderd_op is null and geanonimiseerd_op is null
     group by woord order by woord`)) as { rows: { woord: string; aantal: number }[] };
  return result.rows;
};
const stored = () =>
  t.database.db
    .select({ woord: zoeknaamWoorden.woord, aantal: zoeknaamWoorden.aantal })
    .from(zoeknaamWoorden)
    .orderBy(zoeknaamWoorden.woord);

describe('the words of the live names (zoeknaam_woorden)', () => {
  it('counts each word of a new name once per household, accents and case as the search stores them', async () => {
    await create('Ørjan', 'Quabeckx Quabeckx');
    await create('Ørjan', 'Zwirtelaar');
    expect(await count('orjan')).toBe(2);
    expect(await count('quabeckx')).toBe(1);
    expect(await stored()).toEqual(await expected());
  });

  it('forgets the old word of a renamed household and learns the new one', async () => {
    const d = await create('Wendelien', 'Brakkeveld');
    expect(await count('brakkeveld')).toBe(1);
    const payload = {
      ...memberPayload({}, { voornaam: 'Wendelien', achternaam: 'Strijkmolen', rijksregisterNummer: d.rrn }),
      UpdatedAt: d.UpdatedAt,
    };
    const res = await admin({ method: 'PUT', url: `/v1/lid/${d.mvmnummer}`, payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(await count('brakkeveld')).toBe(0);
    expect(await count('strijkmolen')).toBe(1);
    expect(await search('brakkeveld')).toEqual([]);
    expect(await stored()).toEqual(await expected());
  });

  it('forgets the words of a deleted household, and keeps a word another household still uses', async () => {
    const d = await create('Ghislaine', 'Vrancksteen');
    await create('Ghislaine', 'Overdulle');
    expect(await count('ghislaine')).toBe(2);
    expect((await admin({ method: 'DELETE', url: `/v1/lid/${d.mvmnummer}` })).statusCode).toBe(200);
    expect(await count('vrancksteen')).toBe(0);
    expect(await count('ghislaine')).toBe(1);
    expect(await stored()).toEqual(await expected());
  });

  it('forgets the words of an anonymised household (issue 12: an erased name does not linger)', async () => {
    const d = await create('Berthilde', 'Knoppendaal');
    const res = await admin({
      method: 'POST',
      url: `/v1/privacy/dossiers/${d.ID}/wissen`,
      payload: { reden: 'Vraag per brief' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await count('knoppendaal')).toBe(0);
    expect(await count('berthilde')).toBe(0);
    expect(await stored()).toEqual(await expected());
  });

  it('follows a household erased from the database, or brought back after a delete', async () => {
    const d = await create('Oswinde', 'Hagelsteert');
    await t.database.db.update(dossiers).set({ verwijderdOp: new Date() }).where(eq(dossiers.id, d.ID));
    expect(await count('hagelsteert')).toBe(0);
    await t.database.db.update(dossiers).set({ verwijderdOp: null }).where(eq(dossiers.id, d.ID));
    expect(await count('hagelsteert')).toBe(1);
    await t.database.db.delete(dossiers).where(eq(dossiers.id, d.ID));
    expect(await count('hagelsteert')).toBe(0);
    expect(await stored()).toEqual(await expected());
  });

  it('is filled by the migration from the names already saved', async () => {
    const backfill = migrationStatements('0013_zoeknaam_woorden.sql').at(-1) ?? '';
    const before = await stored();
    expect(before.length).toBeGreaterThan(0);
    await t.database.db.delete(zoeknaamWoorden);
    await t.database.db.execute(sql.raw(backfill));
    expect(await stored()).toEqual(before);
  });
});

describe('the typo search (issue 7)', () => {
  it('finds a name with a typo through the corrected word, best correction first', async () => {
    await create('Hendrik', 'Vleminckx');
    await create('Hendrik', 'Vleminckxen');
    expect(await search('vleminkx')).toEqual(['Hendrik Vleminckx', 'Hendrik Vleminckxen']);
    expect(await search('hendrik vleminkx')).toEqual(['Hendrik Vleminckx', 'Hendrik Vleminckxen']);
  });

  it('matches a correction as a whole word only', async () => {
    await create('Idsart', 'Molk');
    await create('Idsart', 'Tremolken');
    // 'molkk' corrects to 'molk' (Tremolken is not close): Tremolken holds 'molk' only inside a word.
    expect(await search('idsart molkk')).toEqual(['Idsart Molk']);
  });

  it('still answers when no word of the table is close, with the former tolerance on the whole name', async () => {
    await create('Zeger', 'Van den Bossche');
    // Typed as one word, stored as three: no single word is close enough, the name as a whole is.
    expect(await search('vandenbossche')).toEqual(['Zeger Van den Bossche']);
    // The table lost the word (e.g. emptied by hand): no crash, and the name is still found.
    await create('Ludovica', 'Trappeniers');
    await t.database.db.delete(zoeknaamWoorden).where(eq(zoeknaamWoorden.woord, 'trappeniers'));
    expect(await search('trapeniers')).toEqual(['Ludovica Trappeniers']);
    await t.database.db.delete(zoeknaamWoorden);
    expect(await search('trapeniers')).toEqual(['Ludovica Trappeniers']);
    expect(await search('xyzzyq')).toEqual([]);
  });
});
