import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build';
import { memberPayload, nextRrn } from '../helpers/households';

let t: TestContext;
let d: { mvmnummer: number; gezin: { leden: { ID: number }[] } };
beforeAll(async () => {
  t = await buildTestApp();
  d = (await t.call(t.adminToken, { method: 'POST', url: '/v1/lid/', payload: memberPayload() })).json().data;
});
afterAll(() => t.close());

const admin = (options: Parameters<TestContext['call']>[1]) => t.call(t.adminToken, options);
const kind = {
  voornaam: 'Lotte',
  achternaam: 'Peeters',
  geboortedatum: '2019-03-04',
  type: 'kind',
  geslacht: 'vrouw',
};

describe('household members of a member (/v1/lid/{id}/gezinslid)', () => {
  it('adds, edits and deletes a child, and the household status follows', async () => {
    const added = await admin({ method: 'POST', url: `/v1/lid/MVM${d.mvmnummer}/gezinslid`, payload: kind });
    expect(added.statusCode, added.body).toBe(201);
    const lid = added.json().data;
    expect(lid).toMatchObject({ voornaam: 'Lotte', geslacht: 'Vrouw', type: 'kind', gezinsHoofd: false });
    let dossier = (await admin({ method: 'GET', url: `/v1/lid/${d.mvmnummer}` })).json();
    expect(dossier.gezin.gezinsStatus).toEqual({ type: 'Eenoudergezin', kinderen: 1 });

    const edited = await admin({
      method: 'PUT',
      url: `/v1/lid/${d.mvmnummer}/gezinslid/${lid.ID}`,
      payload: { ...kind, voornaam: 'Lotta', geboortedatum: '2000-01-01' },
    });
    expect(edited.json().data.voornaam).toBe('Lotta');
    dossier = (await admin({ method: 'GET', url: `/v1/lid/${d.mvmnummer}` })).json();
    expect(dossier.gezin.gezinsStatus.kinderen).toBe(0);

    const removed = await admin({ method: 'DELETE', url: `/v1/lid/${d.mvmnummer}/gezinslid/${lid.ID}` });
    expect(removed.json()).toEqual({ status: 'ok', message: 'Gezinslid verwijderd' });
    expect(
      (await admin({ method: 'DELETE', url: `/v1/lid/${d.mvmnummer}/gezinslid/${lid.ID}` })).statusCode,
    ).toBe(404);
  });

  it('requires every modal field in the member area (strict mode)', async () => {
    const res = await admin({
      method: 'POST',
      url: `/v1/lid/${d.mvmnummer}/gezinslid`,
      payload: { voornaam: 'X' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'Achternaam is niet ingevuld\nGeboortedatum is niet ingevuld\nGeslacht is niet ingevuld',
    );
  });

  it.each([
    ['a future birth date', { geboortedatum: '2999-01-01' }, 'Geboortedatum mag niet in de toekomst liggen'],
    ['a wrong national number', { rijksregisterNummer: '12345678901' }, 'Rijksregisternummer is ongeldig'],
    ['an unknown gender', { geslacht: 'x' }, 'Ongeldige invoer: geslacht: Geslacht moet Man of Vrouw zijn'],
  ])('refuses %s', async (_rule, change, message) => {
    const res = await admin({
      method: 'POST',
      url: `/v1/lid/${d.mvmnummer}/gezinslid`,
      payload: { ...kind, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('keeps a valid national number', async () => {
    const rrn = nextRrn('2019-03-04');
    const res = await admin({
      method: 'POST',
      url: `/v1/lid/${d.mvmnummer}/gezinslid`,
      payload: { ...kind, rijksregisterNummer: rrn },
    });
    expect(res.json().data.rijksregisterNummer).toBe(rrn);
  });

  it('never edits or deletes the head of family here (spec 2 §6)', async () => {
    const head = d.gezin.leden[0]!.ID;
    const put = await admin({
      method: 'PUT',
      url: `/v1/lid/${d.mvmnummer}/gezinslid/${head}`,
      payload: kind,
    });
    expect(put.statusCode).toBe(400);
    const del = await admin({ method: 'DELETE', url: `/v1/lid/${d.mvmnummer}/gezinslid/${head}` });
    expect(del.json()).toEqual({ error: 'Het gezinshoofd kan niet verwijderd worden' });
  });

  it('answers 403 for a user without the member area', async () => {
    const token = await t.userWithRole(['GET'], ['/v1/lid/*']);
    const res = await t.call(token, {
      method: 'POST',
      url: `/v1/lid/${d.mvmnummer}/gezinslid`,
      payload: kind,
    });
    expect(res.statusCode).toBe(403);
  });
});
