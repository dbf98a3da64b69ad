import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  dossiers,
  evenementen,
  gekregen,
  gezin,
  gezinslid,
  inschrijvingen,
  klantInfo,
  lidmaatschap,
} from '../../src/db/schema';
import type { Db } from '../../src/db/client';
import { runRetention } from '../../src/privacy/privacy-service';
import { seedDemoCatalogue, type SeededObject } from '../../src/seed/demo-catalogue';
import { buildTestApp, type TestContext } from '../helpers/build';
import { casePayload, memberPayload, nextRrn } from '../helpers/households';

const DAY = 86_400_000;
const YEAR = 365 * DAY;
const ago = (ms: number) => new Date(Date.now() - ms);

let t: TestContext;
let items: SeededObject[];
const settings = { retentionMonths: 24, retentionJob: false };

type Made = { ID: number; mvmnummer: number | null; enummer: number | null };

/** A member whose memberships ended `endedAgo` ago, with a child and three received rows before that. */
async function oldMember(endedAgo: number, name: string): Promise<Made> {
  const d = (
    await t.call(t.adminToken, {
      method: 'POST',
      url: '/v1/lid/',
      payload: memberPayload(
        {
          tijdelijkeOpmerkingen: 'Komt altijd te laat',
          gezin: { opmerkingFinancieel: 'Schulden' },
        },
        { achternaam: name, telefoonnummer: '0470123456', rijksregisterNummer: nextRrn() },
      ),
    })
  ).json<{ data: Made }>().data;
  await t.call(t.adminToken, {
    method: 'POST',
    url: `/v1/lid/${d.mvmnummer}/gezinslid`,
    payload: {
      voornaam: 'Kind',
      achternaam: name,
      geboortedatum: '2016-01-02',
      geslacht: 'Man',
      type: 'kind',
    },
  });
  const db = t.database.db;
  await db
    .update(lidmaatschap)
    .set({ start: ago(endedAgo + YEAR), eind: ago(endedAgo), redenenBeindiging: 'Verhuisd naar Gent' })
    .where(eq(lidmaatschap.dossierId, d.ID));
  await db
    .update(dossiers)
    .set({ createdAt: ago(endedAgo + YEAR) })
    .where(eq(dossiers.id, d.ID));
  const item = items[0]!;
  await db.insert(gekregen).values(
    [1, 2, 3].map((n) => ({
      dossierId: d.ID,
      afdeling: item.afdeling,
      objectId: item.id,
      datum: ago(endedAgo + n * 30 * DAY),
      aantal: n,
      ontvanger: `${name} zelf`,
      opmerking: 'met de fiets',
    })),
  );
  // A desk's notes and an event sign-up with a child's name and remarks.
  await db
    .insert(klantInfo)
    .values({ dossierId: d.ID, afdeling: 'voeding', opmerking: 'Belt vooraf', specialeVoeding: 'Halal' });
  const [event] = await db
    .insert(evenementen)
    .values({ naam: `Sinterklaas ${name}` })
    .returning();
  await db.insert(inschrijvingen).values({
    evenementId: event!.id,
    dossierId: d.ID,
    aanwezig: true,
    opmerking: 'Oma komt mee',
    kinderen: [{ naam: 'Kind', geslacht: 'Man', leeftijd: 9, opmerking: 'allergie', aanwezig: true }],
  });
  return d;
}

/** Everything the reports count, per dossier: rows (when, what, how many, for whom) and the members' types, genders and birth dates. */
async function counts(db: Db, id: number) {
  const rows = await db
    .select({
      datum: gekregen.datum,
      objectId: gekregen.objectId,
      aantal: gekregen.aantal,
      lid: gekregen.gezinslidId,
      afdeling: gekregen.afdeling,
    })
    .from(gekregen)
    .where(eq(gekregen.dossierId, id))
    .orderBy(asc(gekregen.id));
  const members = await db
    .select({ type: gezinslid.type, geslacht: gezinslid.geslacht, geboortedatum: gezinslid.geboortedatum })
    .from(gezinslid)
    .where(eq(gezinslid.dossierId, id))
    .orderBy(asc(gezinslid.id));
  const periods = await db
    .select({ start: lidmaatschap.start, eind: lidmaatschap.eind })
    .from(lidmaatschap)
    .where(eq(lidmaatschap.dossierId, id));
  const [numbers] = await db
    .select({ m: dossiers.mvmnummer, e: dossiers.enummer })
    .from(dossiers)
    .where(eq(dossiers.id, id));
  return { rows, members, periods, numbers };
}

let old: Made;
let recent: Made;
let oldCase: Made;
let deletedOld: Made;

beforeAll(async () => {
  t = await buildTestApp();
  items = await seedDemoCatalogue(t.database.db);
  old = await oldMember(3 * YEAR, 'Oud');
  recent = await oldMember(YEAR, 'Recent');
  deletedOld = await oldMember(2 * YEAR + 30 * DAY, 'Weg');
  await t.call(t.adminToken, { method: 'DELETE', url: `/v1/lid/${deletedOld.mvmnummer}` });
  oldCase = (
    await t.call(t.adminToken, {
      method: 'POST',
      url: '/v1/punctuelehulp/',
      payload: casePayload('Els', 'Eenmalig'),
    })
  ).json<{ data: Made }>().data;
  await t.database.db
    .update(dossiers)
    .set({ createdAt: ago(4 * YEAR) })
    .where(eq(dossiers.id, oldCase.ID));
});
afterAll(() => t.close());

const admin = (options: Parameters<TestContext['call']>[1]) => t.call(t.adminToken, options);

describe('retention (issue 12)', () => {
  it('lists what is due: last activity more than 24 months ago, deleted dossiers too, oldest first', async () => {
    const status = (await admin({ method: 'GET', url: '/v1/privacy/bewaartermijn' })).json();
    expect(status).toMatchObject({
      maanden: 24,
      teWissen: 3,
      volgendeRun: expect.any(String),
      laatsteRun: null,
    });
    const due = await admin({ method: 'GET', url: '/v1/privacy/bewaartermijn/te-wissen' });
    expect(due.headers['num-total-entries']).toBe('3');
    expect(due.json().map((d: Made) => d.ID)).toEqual([oldCase.ID, old.ID, deletedOld.ID]);
    expect(due.json()[1]).toMatchObject({ achternaam: 'Oud', verwijderdOp: null, geanonimiseerdOp: null });
  });

  it('a dry run says what would be anonymised and changes nothing', async () => {
    const before = await counts(t.database.db, old.ID);
    const res = await admin({
      method: 'POST',
      url: '/v1/privacy/bewaartermijn/uitvoeren',
      payload: { proef: true },
    });
    expect(res.json()).toMatchObject({
      message: 'Proef: 3 dossier(s) zouden geanonimiseerd worden',
      data: { proef: true, geanonimiseerd: 3 },
    });
    expect(res.json().data.dossiers.sort()).toEqual([old.ID, oldCase.ID, deletedOld.ID].sort());
    const [head] = await t.database.db
      .select()
      .from(gezinslid)
      .where(and(eq(gezinslid.dossierId, old.ID), eq(gezinslid.gezinsHoofd, true)));
    expect(head!.achternaam).toBe('Oud');
    expect(await counts(t.database.db, old.ID)).toEqual(before);
  });

  it('anonymises: nothing identifying is left, every count is kept, each in the audit log', async () => {
    const before = await counts(t.database.db, old.ID);
    const res = await admin({ method: 'POST', url: '/v1/privacy/bewaartermijn/uitvoeren', payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.geanonimiseerd).toBe(3);

    const db = t.database.db;
    for (const d of [old, oldCase, deletedOld]) {
      const [dossier] = await db.select().from(dossiers).where(eq(dossiers.id, d.ID));
      expect(dossier).toMatchObject({ redenControle: '', tijdelijkeOpmerkingen: '', zoeknaam: '' });
      expect(dossier!.geanonimiseerdOp).toBeInstanceOf(Date);
      expect(dossier!.verwijderdOp).toBeInstanceOf(Date);
      const [g] = await db.select().from(gezin).where(eq(gezin.dossierId, d.ID));
      expect(g).toMatchObject({
        straat: '',
        huisnummer: '',
        postcode: '',
        gemeente: '',
        verblijfsvergunning: null,
        opmerking: '',
        opmerkingSituatie: '',
        opmerkingFinancieel: '',
        maandelijksInkomen: 0,
        huur: 0,
        maandelijksInkomenNietBekend: true,
        inSchuldbemiddeling: false,
      });
      for (const lid of await db.select().from(gezinslid).where(eq(gezinslid.dossierId, d.ID))) {
        expect(lid).toMatchObject({
          voornaam: '',
          achternaam: '',
          telefoonnummer: '',
          rijksregisterNummer: null,
          geboorteland: '',
          nationaliteit: [],
        });
      }
      for (const row of await db.select().from(gekregen).where(eq(gekregen.dossierId, d.ID))) {
        expect(row).toMatchObject({ ontvanger: '', opmerking: '' });
      }
      for (const m of await db.select().from(lidmaatschap).where(eq(lidmaatschap.dossierId, d.ID))) {
        expect(m.redenenBeindiging).toBe('');
      }
      for (const info of await db.select().from(klantInfo).where(eq(klantInfo.dossierId, d.ID))) {
        expect(info).toMatchObject({ opmerking: '', specialeVoeding: '' });
      }
      for (const s of await db.select().from(inschrijvingen).where(eq(inschrijvingen.dossierId, d.ID))) {
        expect(s).toMatchObject({ opmerking: '', aanwezig: true });
        expect(s.kinderen).toEqual([
          { naam: '', geslacht: 'Man', leeftijd: 9, opmerking: '', aanwezig: true },
        ]);
      }
      const audit = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'anonymise'), eq(auditLog.entityId, String(d.ID))));
      expect(audit).toHaveLength(1);
      expect(audit[0]!.details).toMatchObject({ reden: 'bewaartermijn', maanden: 24 });
    }
    // The reports' counts: the same rows (when, what, how many, for whom), members, periods and numbers.
    expect(await counts(db, old.ID)).toEqual(before);
    expect(before.rows).toHaveLength(3);
    expect(before.members).toHaveLength(2);

    // The recent member is untouched and still found.
    const kept = await admin({ method: 'GET', url: `/v1/lid/${recent.mvmnummer}` });
    expect(kept.json().gezin.leden[0].achternaam).toBe('Recent');
    // An anonymised dossier is gone from the screens.
    expect((await admin({ method: 'GET', url: `/v1/lid/${old.mvmnummer}` })).statusCode).toBe(404);
    const status = (await admin({ method: 'GET', url: '/v1/privacy/bewaartermijn' })).json();
    expect(status).toMatchObject({ teWissen: 0, laatsteRun: { geanonimiseerd: 3, door: 'admin' } });
  });

  it('is idempotent: a second run anonymises nothing and changes nothing', async () => {
    const before = await t.database.db.select().from(gezinslid).orderBy(asc(gezinslid.id));
    const audits = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    const again = await runRetention(
      t.database.db,
      settings,
      { userId: null, username: 'bewaartermijn' },
      false,
    );
    expect(again).toEqual({ proef: false, geanonimiseerd: 0, dossiers: [] });
    expect(await t.database.db.select().from(gezinslid).orderBy(asc(gezinslid.id))).toEqual(before);
    expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)).toEqual(audits);
  });

  it('two runs at the same time anonymise each dossier once', async () => {
    const extra = await oldMember(5 * YEAR, 'Dubbel');
    const results = await Promise.all([
      runRetention(t.database.db, settings, { userId: null, username: 'bewaartermijn' }, false),
      runRetention(t.database.db, settings, { userId: null, username: 'bewaartermijn' }, false),
    ]);
    const done = results.flatMap((r) => (r === 'bezet' ? [] : r.dossiers));
    expect(done).toEqual([extra.ID]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'anonymise'), eq(auditLog.entityId, String(extra.ID))));
    expect(audit).toHaveLength(1);
  });

  it('only one runner while another instance holds the lock (PostgreSQL: two connections)', async () => {
    if (t.database.kind !== 'postgres') return;
    const extra = await oldMember(6 * YEAR, 'Slot');
    const { openPostgres } = await import('../../src/db/client');
    // A second "instance": its own pool on the same database.
    const url = (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client
      .options.connectionString;
    const second = await openPostgres(url, 2);
    try {
      let inner: Awaited<ReturnType<typeof runRetention>> | undefined;
      await second.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${0x6d766d12})`);
        inner = await runRetention(
          t.database.db,
          settings,
          { userId: null, username: 'bewaartermijn' },
          false,
        );
      });
      expect(inner).toBe('bezet');
      const after = await runRetention(
        t.database.db,
        settings,
        { userId: null, username: 'bewaartermijn' },
        false,
      );
      expect(after).toMatchObject({ dossiers: [extra.ID] });
    } finally {
      await second.close();
    }
  });
});

describe('erasure on request (issue 12)', () => {
  it('anonymises at once with the reason in the audit log; a second time is a 409; a reason is required', async () => {
    const d = (
      await admin({ method: 'POST', url: '/v1/lid/', payload: memberPayload({}, { achternaam: 'Wisser' }) })
    ).json<{ data: Made }>().data;
    const noReason = await admin({
      method: 'POST',
      url: `/v1/privacy/dossiers/${d.ID}/wissen`,
      payload: { reden: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toMatch(/Geef de reden van het wissen/);

    const res = await admin({
      method: 'POST',
      url: `/v1/privacy/dossiers/${d.ID}/wissen`,
      payload: { reden: 'Vraag per brief van 3 november' },
    });
    expect(res.json()).toEqual({ status: 'ok', message: 'Gezin gewist (geanonimiseerd)' });
    const [head] = await t.database.db.select().from(gezinslid).where(eq(gezinslid.dossierId, d.ID));
    expect(head).toMatchObject({ voornaam: '', achternaam: '', rijksregisterNummer: null });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'anonymise'), eq(auditLog.entityId, String(d.ID))));
    expect(audit[0]).toMatchObject({
      username: 'admin',
      details: { reden: 'verzoek', toelichting: 'Vraag per brief van 3 november' },
    });

    const again = await admin({
      method: 'POST',
      url: `/v1/privacy/dossiers/${d.ID}/wissen`,
      payload: { reden: 'nogmaals' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Dit dossier is al geanonimiseerd');
    expect(
      (await admin({ method: 'POST', url: '/v1/privacy/dossiers/999999/wissen', payload: { reden: 'x' } }))
        .statusCode,
    ).toBe(404);
  });

  it('is refused to a role without the privacy area', async () => {
    const desk = await t.userWithRole(['*'], ['/v1/lid*', '/v1/leden*']);
    expect(
      (
        await t.call(desk, {
          method: 'POST',
          url: `/v1/privacy/dossiers/${recent.ID}/wissen`,
          payload: { reden: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.call(desk, { method: 'POST', url: '/v1/privacy/bewaartermijn/uitvoeren', payload: {} }))
        .statusCode,
    ).toBe(403);
  });
});
