import { nextMembershipPeriod } from '@mvm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lidmaatschap } from '../../src/db/schema';
import { buildTestApp, type TestContext } from '../helpers/build';
import { memberPayload } from '../helpers/households';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const admin = (options: Parameters<TestContext['call']>[1]) => t.call(t.adminToken, options);
const DAY = 86_400_000;
const newMember = async () =>
  (await admin({ method: 'POST', url: '/v1/lid/', payload: memberPayload() })).json().data;
/** Moves a membership in time, as if it had been made earlier. */
const setPeriod = (id: number, start: number, eind: number) =>
  t.database.db
    .update(lidmaatschap)
    .set({ start: new Date(Date.now() + start * DAY), eind: new Date(Date.now() + eind * DAY) })
    .where(eq(lidmaatschap.id, id));

describe('Verlengen (POST /v1/lid/{id}/lidmaatschap)', () => {
  it('refuses a renewal when a membership started within the last month', async () => {
    const d = await newMember();
    const res = await admin({ method: 'POST', url: `/v1/lid/${d.mvmnummer}/lidmaatschap`, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Verlengen kan pas een maand na de start van het laatste lidmaatschap');
  });

  it('renews from the latest end to the end of that month next year, and status follows', async () => {
    const d = await newMember();
    await setPeriod(d.lidmaatschap[0].ID, -330, 30);
    const before = (await admin({ method: 'GET', url: `/v1/lid/${d.mvmnummer}` })).json();
    expect(before.status).toBe('Te Verlengen');
    expect(before.lidmaatschap[0].state).toBe('verlengen');

    const res = await admin({
      method: 'POST',
      url: `/v1/lid/MVM${d.mvmnummer}/lidmaatschap`,
      payload: { gezinsSamenstellingInOrde: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    const renewed = res.json().data;
    // DESIGN.md: from the latest end (end of that day, Brussels) to the end of the same month next year.
    const period = nextMembershipPeriod(before.lidmaatschap, new Date());
    expect([renewed.start, renewed.eind]).toEqual([period.start.toISOString(), period.eind.toISOString()]);
    expect(renewed).toMatchObject({
      state: 'toekomst',
      gezinsSamenstellingInOrde: true,
      vroegtijdigBeindigd: false,
    });
    const after = (await admin({ method: 'GET', url: `/v1/lid/${d.mvmnummer}` })).json();
    expect(after.status).toBe('Actief');
    expect(after.einddatum).toBe(renewed.eind);
    expect(after.lidmaatschap.map((m: { ID: number }) => m.ID)).toEqual([renewed.ID, d.lidmaatschap[0].ID]);
  });

  it('answers 404 for an unknown member and 400 for an unknown field', async () => {
    expect(
      (await admin({ method: 'POST', url: '/v1/lid/MVM999999/lidmaatschap', payload: {} })).statusCode,
    ).toBe(404);
    const d = await newMember();
    const res = await admin({
      method: 'POST',
      url: `/v1/lid/${d.mvmnummer}/lidmaatschap`,
      payload: { start: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('Bewerken (PUT /v1/lid/{id}/lidmaatschap/{mid})', () => {
  it('needs a reason to end early', async () => {
    const d = await newMember();
    const url = `/v1/lid/${d.mvmnummer}/lidmaatschap/${d.lidmaatschap[0].ID}`;
    const res = await admin({
      method: 'PUT',
      url,
      payload: { vroegtijdigBeindigd: true, redenenBeindiging: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Redenen beindiging is verplicht!',
      errors: { redenenBeindiging: 'Redenen beindiging is verplicht!' },
    });
  });

  it('ends early with a reason, records the time, and then refuses any further edit', async () => {
    const d = await newMember();
    const url = `/v1/lid/${d.mvmnummer}/lidmaatschap/${d.lidmaatschap[0].ID}`;
    const asked = Date.now();
    const res = await admin({
      method: 'PUT',
      url,
      payload: { vroegtijdigBeindigd: true, redenenBeindiging: 'Verhuisd' },
    });
    const answered = Date.now();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      vroegtijdigBeindigd: true,
      redenenBeindiging: 'Verhuisd',
      state: 'nietactief',
    });
    // Stamped while the request ran (database time; a second either side for clocks that round).
    const stamped = Date.parse(res.json().data.vroegtijdigBeindigdOp);
    expect(stamped).toBeGreaterThanOrEqual(asked - 1000);
    expect(stamped).toBeLessThanOrEqual(answered + 1000);
    expect((await admin({ method: 'GET', url: `/v1/lid/${d.mvmnummer}` })).json().status).toBe('Niet Actief');

    const again = await admin({ method: 'PUT', url, payload: { gezinsSamenstellingInOrde: true } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('Een beëindigd lidmaatschap kan niet meer bewerkt worden');
  });

  it('still lets a membership that ran out (not ended early) be corrected', async () => {
    const d = await newMember();
    const url = `/v1/lid/${d.mvmnummer}/lidmaatschap/${d.lidmaatschap[0].ID}`;
    const expired = await admin({ method: 'PUT', url, payload: { start: '2024-01-01', eind: '2024-12-31' } });
    expect(expired.statusCode, expired.body).toBe(200);
    expect(expired.json().data.state).toBe('nietactief');
    const corrected = await admin({ method: 'PUT', url, payload: { eind: '2099-12-31' } });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data.state).not.toBe('nietactief');
  });

  it('changes the dates and the switch, refusing an end before the start', async () => {
    const d = await newMember();
    const url = `/v1/lid/${d.mvmnummer}/lidmaatschap/${d.lidmaatschap[0].ID}`;
    const ok = await admin({
      method: 'PUT',
      url,
      payload: { eind: '2099-12-31', gezinsSamenstellingInOrde: true },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      eind: '2099-12-30T23:00:00.000Z',
      gezinsSamenstellingInOrde: true,
    });
    const bad = await admin({ method: 'PUT', url, payload: { eind: '2000-01-01' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Einddatum mag niet voor de startdatum zijn!');
  });

  it('answers 404 for a membership of another member', async () => {
    const a = await newMember();
    const b = await newMember();
    const res = await admin({
      method: 'PUT',
      url: `/v1/lid/${a.mvmnummer}/lidmaatschap/${b.lidmaatschap[0].ID}`,
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Lidmaatschap niet gevonden');
  });
});

describe('member status (spec 2 §4)', () => {
  it('is Niet Actief when the form is not signed', async () => {
    // A one-off case registered without a signed form cannot become a member; a stored unsigned member can exist.
    const d = await newMember();
    const { gezin } = await import('../../src/db/schema');
    await t.database.db.update(gezin).set({ ondertekendFormulier: false }).where(eq(gezin.dossierId, d.ID));
    expect((await admin({ method: 'GET', url: `/v1/lid/${d.mvmnummer}` })).json().status).toBe('Niet Actief');
  });
});
