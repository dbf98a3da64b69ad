import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dossiers, dossierTellers } from '../../src/db/schema';
import { buildTestApp, type TestContext } from '../helpers/build';
import { migrationStatements } from '../helpers/database';
import { casePayload, memberPayload, nextRrn } from '../helpers/households';

// Issue 7: Num-Total-Entries of an unfiltered list comes from dossier_tellers (migration 0014), kept by triggers
// on dossiers; it must stay what count(*) of the live dossiers says, whoever writes them.
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const admin = (options: Parameters<TestContext['call']>[1]) => t.call(t.adminToken, options);
const createMember = async () => {
  const res = await admin({
    method: 'POST',
    url: '/v1/lid/',
    payload: memberPayload({}, { voornaam: 'Teller', achternaam: 'Lid', rijksregisterNummer: nextRrn() }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { ID: number; mvmnummer: number } }>().data;
};
const createCase = async () => {
  const res = await admin({ method: 'POST', url: '/v1/punctuelehulp/', payload: casePayload() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { ID: number; enummer: number } }>().data;
};
/** The definition the triggers keep (migration 0014). */
const expected = async () => {
  const result = (await t.database.db.execute(sql`
    select (select count(*)::integer from dossiers where verwijderd_op is null and mvmnummer is not null) as leden,
           (select count(*)::integer from dossiers where verwijderd_op is null and enummer is not null) as punctueel`)) as {
    rows: { leden: number; punctueel: number }[];
  };
  return result.rows[0];
};
const stored = async () => {
  const rows = await t.database.db.select().from(dossierTellers);
  return Object.fromEntries(rows.map((r) => [r.lijst, r.aantal]));
};
const header = async (url: string) => {
  const res = await admin({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.headers['num-total-entries']);
};

describe('the list totals (dossier_tellers)', () => {
  it('counts new members and one-off cases, and the unfiltered lists answer them', async () => {
    await createMember();
    await createMember();
    await createCase();
    const counts = await expected();
    expect(await stored()).toEqual(counts);
    expect(await header('/v1/leden/?page=1&page_size=1')).toBe(counts?.leden);
    expect(await header('/v1/punctuelehulp/?page=1&page_size=1')).toBe(counts?.punctueel);
  });

  it('follows a delete, a restore, a number given later and a row erased from the database', async () => {
    const member = await createMember();
    const oneOff = await createCase();
    expect((await admin({ method: 'DELETE', url: `/v1/lid/${member.mvmnummer}` })).statusCode).toBe(200);
    expect(await stored()).toEqual(await expected());
    await t.database.db.update(dossiers).set({ verwijderdOp: null }).where(eq(dossiers.id, member.ID));
    expect(await stored()).toEqual(await expected());
    // A one-off case that becomes a member too: in both lists.
    await t.database.db.update(dossiers).set({ mvmnummer: 900_001 }).where(eq(dossiers.id, oneOff.ID));
    expect(await stored()).toEqual(await expected());
    await t.database.db.delete(dossiers).where(eq(dossiers.id, member.ID));
    expect(await stored()).toEqual(await expected());
    // A save that changes no count (updated_at only) leaves the rows alone.
    const before = await stored();
    await t.database.db.update(dossiers).set({ updatedAt: new Date() });
    expect(await stored()).toEqual(before);
    expect(await header('/v1/leden/')).toBe((await expected())?.leden);
  });

  it('is filled by the migration from the dossiers already saved', async () => {
    const backfill = migrationStatements('0014_dossier_tellers.sql')[1] ?? '';
    const before = await stored();
    await t.database.db.delete(dossierTellers);
    await t.database.db.execute(sql.raw(backfill));
    expect(await stored()).toEqual(before);
    expect(before).toEqual(await expected());
  });
});
