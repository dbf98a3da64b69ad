import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import { seedDemoCatalogue } from '../../src/seed/demo-catalogue';
import { buildTestApp, type TestContext } from '../helpers/build';
import { memberPayload, nextRrn } from '../helpers/households';

let t: TestContext;
let d: { ID: number; mvmnummer: number };
const rrn = nextRrn('1979-11-12');

beforeAll(async () => {
  t = await buildTestApp();
  const items = await seedDemoCatalogue(t.database.db);
  d = (
    await t.call(t.adminToken, {
      method: 'POST',
      url: '/v1/lid/',
      payload: memberPayload({}, { achternaam: 'Export', rijksregisterNummer: rrn }),
    })
  ).json().data;
  await t.call(t.adminToken, {
    method: 'POST',
    url: `/v1/lid/${d.mvmnummer}/gezinslid`,
    payload: {
      voornaam: 'Lien',
      achternaam: 'Export',
      geboortedatum: '2018-03-04',
      geslacht: 'Vrouw',
      type: 'kind',
    },
  });
  const item = items[0]!;
  await t.database.db.insert(schema.gekregen).values(
    [1, 2].map((n) => ({
      dossierId: d.ID,
      afdeling: item.afdeling,
      objectId: item.id,
      datum: new Date(),
      aantal: n,
    })),
  );
  // A row in every other table about a family: a desk's notes, a reception ticket, an event sign-up, a market visit.
  const db = t.database.db;
  await db
    .insert(schema.klantInfo)
    .values({ dossierId: d.ID, afdeling: 'voeding', specialeVoeding: 'Halal' });
  await db
    .insert(schema.onthaalTickets)
    .values({ dossierId: d.ID, dag: '2026-01-05', ticketCount: 1, printType: 'Gewoon' });
  const [event] = await db.insert(schema.evenementen).values({ naam: 'Sinterklaas' }).returning();
  await db.insert(schema.inschrijvingen).values({ evenementId: event!.id, dossierId: d.ID, aanwezig: true });
  const [markt] = await db
    .insert(schema.markten)
    .values({ naam: 'Kledingmarkt', beschrijving: '', startDatum: '2026-01-05', eindDatum: '2026-01-06' })
    .returning();
  await db.insert(schema.marktAanwezigheid).values({ marktId: markt!.id, dossierId: d.ID, tijd: new Date() });
  // A read and a search that showed the dossier: the access log of the dossier.
  await t.call(t.adminToken, { method: 'GET', url: `/v1/lid/${d.mvmnummer}` });
  await t.call(t.adminToken, { method: 'GET', url: '/v1/lid/search?search=Export' });
  await t.app.accessLog.writer.flush();
});
afterAll(() => t.close());

const allTables = (): PgTable[] =>
  Object.values(schema as Record<string, unknown>).flatMap((v) => (is(v, PgTable) ? [v] : []));

/** Every table of the schema that can hold a row about a family (its own id or a dossier_id column). */
function familyTables(): string[] {
  return allTables()
    .map((table) => getTableConfig(table))
    .filter((c) => c.name === 'dossiers' || c.columns.some((col) => col.name === 'dossier_id'))
    .map((c) => c.name);
}

describe('export of one family (issue 12, right of access)', () => {
  it('JSON: every table of the family with every column, the dossier with every field, the access log', async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: `/v1/privacy/dossiers/${d.ID}/export` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="gezin-${d.ID}.json"`);
    const data = res.json();
    const tables = familyTables();
    expect(tables).toEqual(
      expect.arrayContaining(['dossiers', 'gezin', 'gezinslid', 'lidmaatschap', 'gekregen', 'access_log']),
    );
    for (const name of tables) {
      expect(data.tabellen[name], name).toBeDefined();
      expect(data.tabellen[name].length, name).toBeGreaterThan(0);
      const table = Object.values(schema).find(
        (v) => is(v, PgTable) && getTableConfig(v).name === name,
      ) as PgTable;
      const columns = getTableConfig(table)
        .columns.map((c) => c.name)
        .sort();
      expect(Object.keys(data.tabellen[name][0]).sort(), name).toEqual(columns);
    }
    expect(data.tabellen.gezinslid).toHaveLength(2);
    expect(data.tabellen.lidmaatschap).toHaveLength(1);
    expect(data.tabellen.gekregen).toHaveLength(2);
    expect(data.gekregen).toHaveLength(2);
    expect(data.tabellen.access_log.map((r: { scherm: string }) => r.scherm)).toEqual(
      expect.arrayContaining(['Lid: dossier', 'Leden: zoeken']),
    );
    // The dossier's creation and its member's (named by the dossier in the details).
    expect(data.tabellen.audit_log.map((a: { entity: string }) => a.entity).sort()).toEqual([
      'dossier',
      'gezinslid',
    ]);
    expect(data.dossier.gezin.leden[0].rijksregisterNummer).toBe(rrn);
    expect(data.dossier.gezin.maandelijksInkomen).toBe(1200);
  });

  it('PDF: a readable A4 file; the export is in the access log and the audit log', async () => {
    const res = await t.call(t.adminToken, {
      method: 'GET',
      url: `/v1/privacy/dossiers/${d.ID}/export?formaat=pdf`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(2000);
    await t.app.accessLog.writer.flush();
    const log = await t.call(t.adminToken, {
      method: 'GET',
      url: `/v1/privacy/dossiers/${d.ID}/toegangslog`,
    });
    expect(log.json().filter((r: { scherm: string }) => r.scherm === 'Privacy: export')).toHaveLength(2);
    const exported = await t.database.db.select().from(schema.auditLog);
    expect(exported.filter((a) => a.action === 'export' && a.entityId === String(d.ID))).toHaveLength(2);
  });

  it('finds a family by number for the request, deleted ones too; unknown is a 404', async () => {
    await t.call(t.adminToken, { method: 'DELETE', url: `/v1/lid/${d.mvmnummer}` });
    const found = await t.call(t.adminToken, {
      method: 'GET',
      url: `/v1/privacy/dossiers?nummer=MVM${d.mvmnummer}`,
    });
    expect(found.json()).toMatchObject({ ID: d.ID, achternaam: 'Export', verwijderdOp: expect.any(String) });
    const unknown = await t.call(t.adminToken, { method: 'GET', url: '/v1/privacy/dossiers?nummer=E99999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Dossier niet gevonden');
  });
});
