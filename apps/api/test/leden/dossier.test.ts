import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dossiers } from '../../src/db/schema';
import { fakeRrn } from '../../src/seed/fake-rrn';
import { buildTestApp, type TestContext } from '../helpers/build';
import { memberPayload } from '../helpers/households';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const admin = (options: Parameters<TestContext['call']>[1]) => t.call(t.adminToken, options);
const create = async (change = {}, head = {}) => {
  const res = await admin({ method: 'POST', url: '/v1/lid/', payload: memberPayload(change, head) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};

describe('POST /v1/lid/ (new member)', () => {
  it('registers a member with an MVM number, the first membership and derived status', async () => {
    const res = await admin({ method: 'POST', url: '/v1/lid/', payload: memberPayload() });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ok', message: 'Lid ingeschreven' });
    const d = body.data;
    expect(d.mvmnummer).toEqual(expect.any(Number));
    expect(d.enummer).toBeNull();
    expect(d.status).toBe('Actief');
    expect(d.lidmaatschap).toHaveLength(1);
    expect(d.lidmaatschap[0].state).toBe('actief');
    expect(d.einddatum).toBe(d.lidmaatschap[0].eind);
    // DESIGN.md: ends 23:59:59.999 Brussels on the last day of the same month next year.
    expect(d.einddatum).toMatch(/T2[12]:59:59\.999Z$/);
    expect(d.gezin.huur).toBe(650.5);
    expect(d.gezin.maandelijksBudget).toBe(0);
    expect(d.gezin.maandelijksBudgetNietBekend).toBe(true);
    expect(d.gezin.gezinsStatus).toEqual({ type: 'Eenoudergezin', kinderen: 0 });
    expect(d.gezin.leden[0]).toMatchObject({
      voornaam: 'Sofie',
      gezinsHoofd: true,
      nationaliteit: ['België'],
    });
  });

  it('refuses a member save with missing fields, every message joined by line breaks', async () => {
    const payload = memberPayload(
      { dag: null, gezin: { straat: '', kennisNederlands: 0 } },
      { arbeidsstatus: null },
    );
    const res = await admin({ method: 'POST', url: '/v1/lid/', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'Arbeidsstatus is niet ingevuld\nStraat is niet ingevuld\nKennis Nederlands is niet ingevuld\nDag is niet ingevuld',
    );
    expect(res.json().errors).toMatchObject({
      straat: 'Straat is niet ingevuld',
      dag: 'Dag is niet ingevuld',
    });
  });

  it.each([
    ['a wrong checksum', { rijksregisterNummer: '85073003329' }, {}, 'Rijksregisternummer is ongeldig'],
    [
      'a birth date in the future',
      { geboortedatum: '2999-01-01' },
      {},
      'Geboortedatum mag niet in de toekomst liggen',
    ],
    ['a negative amount', {}, { gezin: { huur: -5 } }, 'Huur mag niet negatief zijn'],
    ['text that is no amount', {}, { gezin: { huur: 'veel' } }, 'Huur is geen geldig bedrag'],
    ['no first name', { voornaam: ' ' }, {}, 'Voornaam niet ingevuld'],
  ])('refuses %s with the Dutch message and saves nothing', async (_rule, head, change, message) => {
    const before = await t.database.db.$count(dossiers);
    const res = await admin({ method: 'POST', url: '/v1/lid/', payload: memberPayload(change, head) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.split('\n')).toContain(message);
    expect(await t.database.db.$count(dossiers)).toBe(before);
  });

  it('accepts a national number from 2000 (checksum with prefix 2)', async () => {
    const rrn = fakeRrn('2001-02-03', 17);
    const d = await create({}, { geboortedatum: '2001-02-03', rijksregisterNummer: rrn });
    expect(d.gezin.leden[0].rijksregisterNummer).toBe(rrn);
  });

  it('saves empty amounts as 0', async () => {
    const d = await create({ gezin: { huur: '', kindergeld: null } });
    expect([d.gezin.huur, d.gezin.kindergeld]).toEqual([0, 0]);
  });
});

describe('GET /v1/lid/{id}', () => {
  it('finds a member by MVM123 and by 123', async () => {
    const d = await create();
    for (const id of [`MVM${d.mvmnummer}`, String(d.mvmnummer), `mvm${d.mvmnummer}`]) {
      const res = await admin({ method: 'GET', url: `/v1/lid/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().ID).toBe(d.ID);
    }
  });

  it('answers 404 in Dutch for an unknown member, 400 for a malformed number', async () => {
    expect((await admin({ method: 'GET', url: '/v1/lid/MVM999999' })).json()).toEqual({
      error: 'Lid niet gevonden',
    });
    expect((await admin({ method: 'GET', url: '/v1/lid/abc' })).statusCode).toBe(400);
  });

  it('answers 401 without a session and 403 without a role for members', async () => {
    expect((await t.call(null, { method: 'GET', url: '/v1/lid/1' })).statusCode).toBe(401);
    const other = await t.userWithRole(['GET'], ['/v1/voeding/*']);
    const res = await t.call(other, { method: 'GET', url: '/v1/lid/1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Je hebt geen toegang tot deze functie');
  });

  it('leaves out national numbers and finances for a user without /v1/gevoelig', async () => {
    const d = await create();
    const limited = await t.userWithRole(['GET', 'PUT'], ['/v1/lid/*']);
    const res = await t.call(limited, { method: 'GET', url: `/v1/lid/${d.mvmnummer}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.gezin.leden[0]).not.toHaveProperty('rijksregisterNummer');
    for (const field of ['huur', 'huurNietBekend', 'inSchuldbemiddeling', 'maandelijksInkomen'])
      expect(body.gezin).not.toHaveProperty(field);
    expect(res.body).not.toContain(d.gezin.leden[0].rijksregisterNummer);

    // Its save keeps the stored values it never saw.
    const saved = await t.call(limited, {
      method: 'PUT',
      url: `/v1/lid/${d.mvmnummer}`,
      payload: { ...memberPayload({}, { rijksregisterNummer: null }), UpdatedAt: body.UpdatedAt },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await admin({ method: 'GET', url: `/v1/lid/${d.mvmnummer}` })).json();
    expect(after.gezin.leden[0].rijksregisterNummer).toBe(d.gezin.leden[0].rijksregisterNummer);
    expect(after.gezin.huur).toBe(650.5);
  });
});

describe('PUT /v1/lid/{id}', () => {
  it('saves the form and writes the changed field names (no values) to the audit log', async () => {
    const d = await create();
    const payload = {
      ...memberPayload({ controle: true, redenControle: 'Adres nakijken', gezin: { huur: 700 } }),
      UpdatedAt: d.UpdatedAt,
    };
    payload.gezin.leden[0]!.rijksregisterNummer = d.gezin.leden[0].rijksregisterNummer;
    const res = await admin({ method: 'PUT', url: `/v1/lid/MVM${d.mvmnummer}`, payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      data: { controle: true, redenControle: 'Adres nakijken' },
    });
    expect(res.json().data.UpdatedAt).not.toBe(d.UpdatedAt);
    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'update', entity: 'dossier', entityId: String(d.ID) });
    expect(entry!.details).toEqual({
      fields: expect.arrayContaining(['controle', 'redenControle', 'gezin.huur']),
    });
    expect(JSON.stringify(entry!.details)).not.toMatch(/700|rijksregisterNummer/);
  });

  it('answers 409 on a stale UpdatedAt and changes nothing', async () => {
    const d = await create();
    const first = { ...memberPayload({ tijdelijkeOpmerkingen: 'eerste' }), UpdatedAt: d.UpdatedAt };
    expect((await admin({ method: 'PUT', url: `/v1/lid/${d.mvmnummer}`, payload: first })).statusCode).toBe(
      200,
    );
    const second = { ...memberPayload({ tijdelijkeOpmerkingen: 'tweede' }), UpdatedAt: d.UpdatedAt };
    const res = await admin({ method: 'PUT', url: `/v1/lid/${d.mvmnummer}`, payload: second });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'Dit dossier werd intussen door iemand anders gewijzigd. Herlaad de pagina en probeer opnieuw.',
    );
    const [row] = await t.database.db.select().from(dossiers).where(eq(dossiers.id, d.ID));
    expect(row!.tijdelijkeOpmerkingen).toBe('eerste');
  });

  it('needs UpdatedAt', async () => {
    const d = await create();
    const res = await admin({ method: 'PUT', url: `/v1/lid/${d.mvmnummer}`, payload: memberPayload() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('UpdatedAt ontbreekt: herlaad de pagina en probeer opnieuw');
  });

  it('recomputes the household status after the save', async () => {
    const d = await create();
    const head = d.gezin.leden[0];
    const leden = [
      { ...head, ID: head.ID },
      { voornaam: 'Tom', achternaam: 'Peeters', type: 'ouder', geboortedatum: '1983-01-01' },
      { voornaam: 'Lien', achternaam: 'Peeters', type: 'kind', geboortedatum: '2020-05-01' },
    ];
    const res = await admin({
      method: 'PUT',
      url: `/v1/lid/${d.mvmnummer}`,
      payload: { ...memberPayload({ gezin: { leden } }), UpdatedAt: d.UpdatedAt },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.gezin.gezinsStatus).toEqual({ type: 'Tweeoudergezin', kinderen: 1 });
    expect(res.json().data.gezin.leden).toHaveLength(3);
  });
});

describe('DELETE /v1/lid/{id}', () => {
  it('hides the dossier everywhere and logs it', async () => {
    const d = await create();
    const res = await admin({ method: 'DELETE', url: `/v1/lid/${d.mvmnummer}` });
    expect(res.json()).toEqual({ status: 'ok', message: 'Dossier verwijderd' });
    expect((await admin({ method: 'GET', url: `/v1/lid/${d.mvmnummer}` })).statusCode).toBe(404);
    const list = await admin({ method: 'GET', url: `/v1/leden/?search=MVM${d.mvmnummer}` });
    expect(list.json()).toEqual([]);
    expect((await admin({ method: 'DELETE', url: `/v1/lid/${d.mvmnummer}` })).statusCode).toBe(404);
    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'delete', entity: 'dossier', entityId: String(d.ID) });
  });
});
