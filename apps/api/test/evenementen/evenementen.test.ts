import { toIsoDate } from '@mvm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build';
import { memberPayload } from '../helpers/households';

let t: TestContext;
let mvm: number;
let eventId: number;
const yearsAgo = (n: number) => toIsoDate(new Date(Date.now() - n * 365.25 * 86_400_000 - 40 * 86_400_000));

async function familyWithChildren(ctx: TestContext) {
  const base = memberPayload();
  const payload = {
    ...base,
    gezin: {
      ...base.gezin,
      leden: [
        base.gezin.leden[0],
        {
          voornaam: 'Lotte',
          achternaam: 'Peeters',
          geboortedatum: yearsAgo(6),
          geslacht: 'Vrouw',
          type: 'kind',
        },
        { voornaam: 'Tom', achternaam: 'Peeters', geboortedatum: yearsAgo(9), geslacht: 'Man', type: 'kind' },
        {
          voornaam: 'Nina',
          achternaam: 'Peeters',
          geboortedatum: yearsAgo(14),
          geslacht: 'Vrouw',
          type: 'kind',
        },
      ],
    },
  };
  const res = await ctx.call(ctx.adminToken, { method: 'POST', url: '/v1/lid/', payload });
  return res.json().data.mvmnummer as number;
}

beforeAll(async () => {
  t = await buildTestApp();
  mvm = await familyWithChildren(t);
  const res = await t.call(t.adminToken, {
    method: 'POST',
    url: '/v1/evenementen/',
    payload: { naam: 'Sinterklaasfeest', datum: toIsoDate(new Date()), perKind: true },
  });
  eventId = res.json().data.ID;
});
afterAll(() => t.close());

const admin = (options: Parameters<TestContext['call']>[1]) => t.call(t.adminToken, options);

describe('/v1/evenementen (spec 2 §7)', () => {
  it('creates an event with the default maximum age 12 and lists it', async () => {
    const list = (await admin({ method: 'GET', url: '/v1/evenementen/' })).json();
    expect(list).toContainEqual(
      expect.objectContaining({ ID: eventId, naam: 'Sinterklaasfeest', maxKindLeeftijd: 12, perKind: true }),
    );
  });

  it('refuses an event without a name', async () => {
    const res = await admin({ method: 'POST', url: '/v1/evenementen/', payload: { naam: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Naam niet ingevuld!');
  });
});

describe('a sign-up (spec 2 §4, §5)', () => {
  it('loads the children up to the maximum age, all present, when not signed up', async () => {
    const res = await admin({ method: 'GET', url: `/v1/evenementen/${eventId}/MVM${mvm}` });
    const body = res.json();
    expect(body).toMatchObject({
      ingeschreven: false,
      aanwezig: false,
      lid: { mvmnummer: mvm, naam: 'Sofie Peeters', status: 'Actief' },
    });
    expect(body.kinderen).toEqual([
      { naam: 'Lotte', geslacht: 'Vrouw', leeftijd: 6, opmerking: '', aanwezig: true },
      { naam: 'Tom', geslacht: 'Man', leeftijd: 9, opmerking: '', aanwezig: true },
    ]);
    expect(body.lid.personenTot15).toBe(3);
  });

  it.each([
    [{ naam: '', geslacht: 'Jongen', leeftijd: 4 }, 'Naam kind niet ingevuld!'],
    [{ naam: 'Bram', geslacht: '', leeftijd: 4 }, 'Geslacht kind niet ingevuld!'],
  ])('refuses to sign up with %o', async (kind, message) => {
    const res = await admin({
      method: 'PUT',
      url: `/v1/evenementen/${eventId}/${mvm}`,
      payload: { aanwezig: true, opmerking: '', kinderen: [kind] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    const after = (await admin({ method: 'GET', url: `/v1/evenementen/${eventId}/${mvm}` })).json();
    expect(after.ingeschreven).toBe(false);
  });

  // Issue 27: the event's maximum age (12 here) for the children signed up, and half years only.
  it.each([
    [{ naam: 'Bram', geslacht: 'Jongen', leeftijd: 30 }, 'Leeftijd kind hoger dan het maximum (12 jaar)!'],
    [{ naam: 'Bram', geslacht: 'Jongen', leeftijd: 12.5 }, 'Leeftijd kind hoger dan het maximum (12 jaar)!'],
    [{ naam: 'Bram', geslacht: 'Jongen', leeftijd: 4.3 }, 'Leeftijd kind gaat per halve jaren (bv. 4,5)!'],
  ])('refuses to sign up a child with %o', async (kind, message) => {
    const res = await admin({
      method: 'PUT',
      url: `/v1/evenementen/${eventId}/${mvm}`,
      payload: { aanwezig: true, opmerking: '', kinderen: [kind] },
    });
    expect(res.statusCode).toBe(400);
    // The event's maximum is the service's refusal; half years are the request schema's (a field error).
    expect(res.json().error).toContain(message);
    const after = (await admin({ method: 'GET', url: `/v1/evenementen/${eventId}/${mvm}` })).json();
    expect(after.ingeschreven).toBe(false);
  });

  it('signs up a child of the maximum age, a half year, and an older child not ticked', async () => {
    const res = await admin({
      method: 'PUT',
      url: `/v1/evenementen/${eventId}/${mvm}`,
      payload: {
        aanwezig: true,
        opmerking: '',
        kinderen: [
          { naam: 'Lotte', geslacht: 'Vrouw', leeftijd: 12 },
          { naam: 'Tom', geslacht: 'Man', leeftijd: 4.5 },
          { naam: 'Nina', geslacht: 'Vrouw', leeftijd: 14, aanwezig: false },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.kinderen.map((k: { leeftijd: number }) => k.leeftijd)).toEqual([12, 4.5, 14]);
    await admin({
      method: 'PUT',
      url: `/v1/evenementen/${eventId}/${mvm}`,
      payload: { aanwezig: false, opmerking: '', kinderen: [] },
    });
  });

  it('signs a family up and out', async () => {
    const kinderen = [
      {
        naam: 'Lotte',
        geslacht: 'Meisje',
        leeftijd: 6.5,
        opmerking: 'allergisch voor noten',
        aanwezig: true,
      },
      { naam: 'Tom', geslacht: 'Man', leeftijd: 9, opmerking: '', aanwezig: false },
    ];
    const up = await admin({
      method: 'PUT',
      url: `/v1/evenementen/${eventId}/MVM${mvm}`,
      payload: { aanwezig: true, opmerking: 'komt met de bus', kinderen },
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().data).toMatchObject({ ingeschreven: true, opmerking: 'komt met de bus' });
    const got = (await admin({ method: 'GET', url: `/v1/evenementen/${eventId}/${mvm}` })).json();
    expect(got.kinderen[0]).toEqual({ ...kinderen[0], geslacht: 'Vrouw' });
    expect(got.kinderen[1].aanwezig).toBe(false);

    const out = await admin({
      method: 'PUT',
      url: `/v1/evenementen/${eventId}/${mvm}`,
      payload: { aanwezig: false, opmerking: '', kinderen: [] },
    });
    expect(out.json().data.ingeschreven).toBe(false);
  });

  it('marks presence at the event (PUT .../aanwezig) and keeps the first time', async () => {
    const first = (
      await admin({ method: 'PUT', url: `/v1/evenementen/${eventId}/${mvm}/aanwezig`, payload: {} })
    ).json();
    expect(first.data.ingechecktOp).not.toBeNull();
    const again = (
      await admin({ method: 'PUT', url: `/v1/evenementen/${eventId}/${mvm}/aanwezig`, payload: {} })
    ).json();
    expect(again.data.ingechecktOp).toBe(first.data.ingechecktOp);
  });

  it('answers 404 for an unknown event or member', async () => {
    expect((await admin({ method: 'GET', url: `/v1/evenementen/999999/${mvm}` })).json().error).toBe(
      'Evenement niet gevonden',
    );
    expect((await admin({ method: 'GET', url: `/v1/evenementen/${eventId}/MVM99999999` })).statusCode).toBe(
      404,
    );
  });
});

describe('Sinterklaas (spec 1 §7)', () => {
  it('gives follow numbers that never repeat', async () => {
    const numbers = await Promise.all(
      Array.from(
        { length: 5 },
        async () => (await admin({ method: 'POST', url: '/v1/sinterklaas/volgnummer' })).json().volgNummer,
      ),
    );
    expect(new Set(numbers).size).toBe(5);
  });

  it('saves the children who came as material rows of Sinterklaas, once per day', async () => {
    const res = await admin({
      method: 'POST',
      url: `/v1/sinterklaas/klant/MVM${mvm}`,
      payload: { kinderen: ['Lotte', 'Tom'] },
    });
    expect(res.json()).toMatchObject({ status: 'ok', aantal: 2 });
    const again = await admin({
      method: 'POST',
      url: `/v1/sinterklaas/klant/${mvm}`,
      payload: { kinderen: ['Lotte'] },
    });
    expect(again.json().aantal).toBe(0);
    const rows = (await admin({ method: 'GET', url: `/v1/lid/MVM${mvm}/gekregen` })).json();
    const sint = rows.filter((r: { object: string }) => r.object === 'Sinterklaas');
    expect(sint).toHaveLength(2);
    expect(sint.map((r: { ontvanger: string }) => r.ontvanger).sort()).toEqual(['Lotte', 'Tom']);
    expect(sint[0]).toMatchObject({
      afdeling: 'materiaal',
      opmerking: 'Automatische registratie Sinterklaas',
      aantal: 1,
    });
    expect(sint.every((r: { gezinsLid: number | null }) => r.gezinsLid !== null)).toBe(true);
  });

  it('is refused without the Sinterklaas right', async () => {
    const token = await t.userWithRole(['GET', 'POST', 'PUT'], ['/v1/evenementen/*']);
    expect(
      (
        await t.call(token, {
          method: 'POST',
          url: `/v1/sinterklaas/klant/${mvm}`,
          payload: { kinderen: [] },
        })
      ).statusCode,
    ).toBe(403);
  });
});
