import {
  AL_VOEDING_DEZE_WEEK,
  FORMULIER_NIET_ONDERTEKEND,
  GEEN_MELKPOEDER,
  LIDMAATSCHAP_BEEINDIGD,
  isoWeekRangeBrussels,
} from '@mvm/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gekregen, gezin, lidmaatschap } from '../../src/db/schema';
import { isPeriodClash } from '../../src/ledger/period-clash';
import { ledgerContext, type Member } from '../ledger/setup';

let ctx: Awaited<ReturnType<typeof ledgerContext>>;
beforeAll(async () => {
  ctx = await ledgerContext();
});
afterAll(() => ctx.t.close());

const WEEK = 7 * 86_400_000;
const lastWeek = () => new Date(isoWeekRangeBrussels(new Date()).start.getTime() - WEEK / 2).toISOString();
const url = (m: Member, rest = '') => `/v1/voeding/klant/MVM${m.mvmnummer}${rest}`;

describe('GET /v1/voeding/objects', () => {
  it('gives the food items with their soort, in catalogue order', async () => {
    const res = await ctx.admin({ method: 'GET', url: '/v1/voeding/objects' });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ naam: string; soort: string | null; categorie: { afdeling: string } }[]>();
    expect(list.slice(0, 4).map((o) => [o.naam, o.soort])).toEqual([
      ['Voeding', 'voeding'],
      ['Verjaardag', 'verjaardag'],
      ['Vuilzakken', 'vuilzakken'],
      ['Babyvoeding', null],
    ]);
    expect(new Set(list.map((o) => o.categorie.afdeling))).toEqual(new Set(['voeding']));
    expect(list[0]).toMatchObject({
      categorie: { naam: 'Voeding', printOpties: { printKindInfo: false }, order: expect.any(Number) },
      actief: true,
      maten: [],
    });
  });
});

describe('the food customer', () => {
  it('answers the household, specialeVoeding, opmerking and may-we-serve-today', async () => {
    const m = await ctx.member();
    const res = await ctx.admin({ method: 'GET', url: url(m) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      specialeVoeding: '',
      opmerking: '',
      laatsteMelkpoeder: null,
      vandaag: { magVandaag: true, reden: null, waarschuwing: null, laatste: null },
      lid: {
        mvmnummer: m.mvmnummer,
        status: 'Actief',
        dag: 'Wisselend',
        gezin: { postcode: '2000', gemeente: 'Antwerpen', typeVoeding: 'Gewoon', ondertekendFormulier: true },
      },
    });
    // Youngest first; never a national number.
    expect(body.lid.gezin.leden.map((l: { voornaam: string }) => l.voornaam)).toEqual([
      'Noah',
      'Lena',
      'Sofie',
    ]);
    expect(JSON.stringify(body)).not.toContain('rijksregister');
  });

  it('saves specialeVoeding, opmerking and Type Voeding', async () => {
    const m = await ctx.member();
    const res = await ctx.admin({
      method: 'POST',
      url: url(m),
      payload: { specialeVoeding: 'Geen noten', opmerking: 'Komt met de fiets', typeVoeding: 'Vegetarisch' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      message: 'Opgeslagen!',
      data: {
        specialeVoeding: 'Geen noten',
        opmerking: 'Komt met de fiets',
        lid: { gezin: { typeVoeding: 'Vegetarisch' } },
      },
    });
    const dossier = await ctx.admin({ method: 'GET', url: `/v1/lid/MVM${m.mvmnummer}` });
    expect(dossier.json().gezin.typeVoeding).toBe('Vegetarisch');
    // The material desk's remark is its own.
    const materiaal = await ctx.admin({ method: 'GET', url: `/v1/materiaal/klant/MVM${m.mvmnummer}` });
    expect(materiaal.json().opmerking).toBe('');
  });

  it('refuses an unknown Type Voeding and answers 404 for an unknown member', async () => {
    const m = await ctx.member();
    const bad = await ctx.admin({
      method: 'POST',
      url: url(m),
      payload: { opmerking: '', typeVoeding: 'Alles' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await ctx.admin({ method: 'GET', url: '/v1/voeding/klant/MVM9999999' })).statusCode).toBe(404);
  });
});

describe('food rows', () => {
  it('saves, lists (10 a page, newest first, days), edits and deletes', async () => {
    const m = await ctx.member();
    const voeding = ctx.item('voeding', 'Babyvoeding').id;
    for (let i = 0; i < 12; i++) {
      const res = await ctx.admin({
        method: 'POST',
        url: url(m, '/gekregen/0'),
        payload: { objectID: voeding, datum: new Date(Date.now() - i * 86_400_000).toISOString(), aantal: 1 },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const page1 = await ctx.admin({ method: 'GET', url: url(m, '/gekregen?page=1&page_size=10') });
    expect(page1.headers['num-total-entries']).toBe('12');
    const rows = page1.json<{ ID: number; days: number; object: string; afdeling: string }[]>();
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.days)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(rows[0]).toMatchObject({ object: 'Babyvoeding', afdeling: 'voeding', objectId: voeding });
    const page2 = await ctx.admin({ method: 'GET', url: url(m, '/gekregen?page=2&page_size=10') });
    expect(page2.json()).toHaveLength(2);

    const id = rows[0]!.ID;
    const edited = await ctx.admin({
      method: 'POST',
      url: url(m, `/gekregen/${id}`),
      payload: { objectID: voeding, datum: new Date().toISOString(), aantal: 3, opmerking: 'drie potjes' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ ID: id, aantal: 3, opmerking: 'drie potjes' });
    expect((await ctx.admin({ method: 'DELETE', url: url(m, `/gekregen/${id}`) })).json()).toEqual({
      status: 'ok',
      message: 'Rij verwijderd',
    });
    expect((await ctx.admin({ method: 'DELETE', url: url(m, `/gekregen/${id}`) })).statusCode).toBe(404);
  });

  it.each([
    ['no item', () => ({ datum: new Date().toISOString() }), 'Gekregen niet ingevuld!'],
    ['no date', () => ({ objectID: ctx.item('voeding', 'Babyvoeding').id }), 'Datum niet ingevuld!'],
    [
      'amount 0',
      () => ({ objectID: ctx.item('voeding', 'Babyvoeding').id, datum: '2025-01-07', aantal: 0 }),
      'Aantal moet minstens 1 zijn',
    ],
    [
      'an item of another desk',
      () => ({ objectID: ctx.item('materiaal', 'Bedje').id, datum: '2025-01-07' }),
      'Dit item hoort niet bij deze afdeling',
    ],
  ])('refuses %s', async (_rule, payload, message) => {
    const m = await ctx.member();
    const res = await ctx.admin({ method: 'POST', url: url(m, '/gekregen/0'), payload: payload() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('keeps one Voeding a week on manual rows too, also when a row is moved into a week', async () => {
    const m = await ctx.member();
    const voeding = ctx.item('voeding', 'Voeding').id;
    const first = await ctx.admin({
      method: 'POST',
      url: url(m, '/gekregen/0'),
      payload: { objectID: voeding, datum: new Date().toISOString() },
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await ctx.admin({
      method: 'POST',
      url: url(m, '/gekregen/0'),
      payload: { objectID: voeding, datum: new Date().toISOString() },
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toBe(AL_VOEDING_DEZE_WEEK);
    const earlier = await ctx.admin({
      method: 'POST',
      url: url(m, '/gekregen/0'),
      payload: { objectID: voeding, datum: lastWeek() },
    });
    expect(earlier.statusCode, earlier.body).toBe(201);
    const moved = await ctx.admin({
      method: 'POST',
      url: url(m, `/gekregen/${earlier.json().data.ID}`),
      payload: { objectID: voeding, datum: new Date().toISOString() },
    });
    expect(moved.json().error).toBe(AL_VOEDING_DEZE_WEEK);
    // A row edited within its own week is no clash with itself.
    const same = await ctx.admin({
      method: 'POST',
      url: url(m, `/gekregen/${first.json().data.ID}`),
      payload: { objectID: voeding, datum: new Date().toISOString(), opmerking: 'aangepast' },
    });
    expect(same.statusCode, same.body).toBe(200);
  });
});

describe("POST /v1/voeding/klant/{nr}/vandaag ('Voeding Vandaag')", () => {
  const vandaag = (m: Member, variant: string) =>
    ctx.admin({ method: 'POST', url: url(m, '/vandaag'), payload: { variant } });

  it('Gewoon: one Voeding row dated now; a second the same week is refused', async () => {
    const m = await ctx.member();
    const res = await vandaag(m, 'gewoon');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'ok',
      message: 'Opgeslagen!',
      data: [{ object: 'Voeding', aantal: 1, days: 0 }],
    });
    const again = await vandaag(m, 'verjaardag');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(AL_VOEDING_DEZE_WEEK);
    const klant = (await ctx.admin({ method: 'GET', url: url(m) })).json();
    expect(klant.vandaag).toMatchObject({
      magVandaag: false,
      reden: AL_VOEDING_DEZE_WEEK,
      redenCode: 'deze-week',
    });
    expect(klant.vandaag.volgendeDatum).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Nothing of the refused variant was recorded.
    const rows = await ctx.admin({ method: 'GET', url: url(m, '/gekregen') });
    expect(rows.headers['num-total-entries']).toBe('1');
  });

  it.each([
    ['verjaardag', 'Verjaardag'],
    ['vuilzakken', 'Vuilzakken'],
  ])('Met %s: Voeding plus the extra', async (variant, extra) => {
    const m = await ctx.member();
    const res = await vandaag(m, variant);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.map((r: { object: string }) => r.object)).toEqual(['Voeding', extra]);
  });

  it('Met (zelfde) melkpoeder: refused without earlier milk powder, else repeats the last one', async () => {
    const m = await ctx.member();
    const refused = await vandaag(m, 'melkpoeder');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(GEEN_MELKPOEDER);
    expect((await ctx.admin({ method: 'GET', url: url(m, '/gekregen') })).headers['num-total-entries']).toBe(
      '0',
    );

    const poeder = ctx.item('voeding', 'Melkpoeder 2 (6-12 maanden)').id;
    await ctx.admin({
      method: 'POST',
      url: url(m, '/gekregen/0'),
      payload: { objectID: poeder, datum: lastWeek(), aantal: 2 },
    });
    const klant = (await ctx.admin({ method: 'GET', url: url(m) })).json();
    expect(klant.laatsteMelkpoeder).toMatchObject({ objectID: poeder, aantal: 2 });
    const res = await vandaag(m, 'melkpoeder');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject([
      { object: 'Voeding' },
      { object: 'Melkpoeder 2 (6-12 maanden)', aantal: 2, days: 0 },
    ]);
  });

  it('refuses a household whose form is not signed or whose membership ended', async () => {
    const unsigned = await ctx.member();
    await ctx.t.database.db
      .update(gezin)
      .set({ ondertekendFormulier: false })
      .where(eq(gezin.dossierId, unsigned.ID));
    const res = await vandaag(unsigned, 'gewoon');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(FORMULIER_NIET_ONDERTEKEND);

    const ended = await ctx.member();
    await ctx.t.database.db
      .update(lidmaatschap)
      .set({ vroegtijdigBeindigd: true })
      .where(eq(lidmaatschap.dossierId, ended.ID));
    const refused = await vandaag(ended, 'gewoon');
    expect(refused.json().error).toBe(LIDMAATSCHAP_BEEINDIGD);
    expect((await ctx.admin({ method: 'GET', url: url(ended) })).json().vandaag).toMatchObject({
      magVandaag: false,
      redenCode: 'lidmaatschap',
      volgendeDatum: null,
    });
    // A manual row stays possible (the desk's own judgement; only the weekly rule holds there).
    const manual = await ctx.admin({
      method: 'POST',
      url: url(ended, '/gekregen/0'),
      payload: { objectID: ctx.item('voeding', 'Voeding').id, datum: new Date().toISOString() },
    });
    expect(manual.statusCode, manual.body).toBe(201);
  });

  it('warns, but serves, on another day than the household Dag', async () => {
    const weekdays = ['Dinsdag', 'Donderdag'] as const;
    const today = new Intl.DateTimeFormat('nl-BE', { weekday: 'long', timeZone: 'Europe/Brussels' })
      .format(new Date())
      .toLowerCase();
    const other = weekdays.find((d) => d.toLowerCase() !== today)!;
    const m = await ctx.member({ dag: other });
    const klant = (await ctx.admin({ method: 'GET', url: url(m) })).json();
    expect(klant.vandaag).toMatchObject({
      magVandaag: true,
      waarschuwing: `Vandaag is niet de dag van dit gezin (${other})`,
    });
    expect((await vandaag(m, 'gewoon')).statusCode).toBe(201);
  });

  it('refuses an unknown variant', async () => {
    const m = await ctx.member();
    expect((await vandaag(m, 'dubbel')).statusCode).toBe(400);
  });

  it('records exactly one package when the same quick action comes 20 times at once', async () => {
    const m = await ctx.member();
    const answers = await Promise.all(Array.from({ length: 20 }, () => vandaag(m, 'vuilzakken')));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 400))
      expect(a.json().error).toBe(AL_VOEDING_DEZE_WEEK);
    const rows = await ctx.t.database.db
      .select({ id: gekregen.id })
      .from(gekregen)
      .where(and(eq(gekregen.dossierId, m.ID), eq(gekregen.afdeling, 'voeding')));
    // One Voeding and its one Vuilzakken: one package.
    expect(rows).toHaveLength(2);
  });

  it('the database itself refuses a second Voeding in one week (the unique index)', async () => {
    const m = await ctx.member();
    const row = {
      dossierId: m.ID,
      afdeling: 'voeding' as const,
      objectId: ctx.item('voeding', 'Voeding').id,
      datum: new Date(),
      periode: '2026-W48',
    };
    await ctx.t.database.db.insert(gekregen).values(row);
    const error: unknown = await ctx.t.database.db
      .insert(gekregen)
      .values(row)
      .then(() => undefined)
      .catch((e: unknown) => e);
    // The driver's refusal is recognised, so a clash the lock did not see still answers the rule's message.
    expect(isPeriodClash(error)).toBe(true);
  });

  it('answers 403 without the food area', async () => {
    const m = await ctx.member();
    const token = await ctx.t.userWithRole(['GET', 'POST'], ['/v1/materiaal/*']);
    expect(
      (await ctx.t.call(token, { method: 'POST', url: url(m, '/vandaag'), payload: {} })).statusCode,
    ).toBe(403);
    expect((await ctx.t.call(token, { method: 'GET', url: url(m) })).statusCode).toBe(403);
  });
});
