import { MONEY_FIELDS } from '@mvm/domain';
import type { AccessLogRow, PrivacyDossier } from '@mvm/domain/privacy/schemas';
import { and, asc, count, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  accessLog,
  dossiers,
  gekregen,
  gezin,
  gezinslid,
  inschrijvingen,
  klantInfo,
  lidmaatschap,
  settings,
} from '../db/schema';

/**
 * Issue 12: a dossier's last activity, the start of its retention period: the end of its last membership
 * (the day it ended, when ended early), the day it last received something (any desk, one-off help
 * included), or its creation — whichever is latest. (The subselects name "dossiers"."id" in full; see
 * dossier/dossier-repository.ts.)
 */
export const lastActivity = sql<Date>`greatest(
  "dossiers"."created_at",
  (select max(case when m.vroegtijdig_beindigd then least(m.eind, coalesce(m.vroegtijdig_beindigd_op, m.eind)) else m.eind end)
     from ${lidmaatschap} m where m.dossier_id = "dossiers"."id"),
  (select max(g.datum) from ${gekregen} g where g.dossier_id = "dossiers"."id"))`.mapWith(dossiers.createdAt);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const summaryColumns = {
  ID: dossiers.id,
  mvmnummer: dossiers.mvmnummer,
  enummer: dossiers.enummer,
  voornaam: sql<string>`coalesce(${gezinslid.voornaam}, '')`,
  achternaam: sql<string>`coalesce(${gezinslid.achternaam}, '')`,
  laatsteActiviteit: lastActivity,
  verwijderdOp: dossiers.verwijderdOp,
  geanonimiseerdOp: dossiers.geanonimiseerdOp,
};

type SummaryRow = {
  ID: number;
  mvmnummer: number | null;
  enummer: number | null;
  voornaam: string;
  achternaam: string;
  laatsteActiviteit: Date;
  verwijderdOp: Date | null;
  geanonimiseerdOp: Date | null;
};

const toSummary = (r: SummaryRow): PrivacyDossier => ({
  ...r,
  laatsteActiviteit: r.laatsteActiviteit.toISOString(),
  verwijderdOp: iso(r.verwijderdOp),
  geanonimiseerdOp: iso(r.geanonimiseerdOp),
});

const summaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(dossiers)
    .leftJoin(gezinslid, and(eq(gezinslid.dossierId, dossiers.id), eq(gezinslid.gezinsHoofd, true)));

/** One dossier by member number, case number or ID — deleted ones too, which still hold personal data. */
export async function findPrivacyDossier(
  db: Db,
  key: { mvmnummer: number } | { enummer: number } | { id: number },
): Promise<PrivacyDossier | undefined> {
  const where =
    'mvmnummer' in key
      ? eq(dossiers.mvmnummer, key.mvmnummer)
      : 'enummer' in key
        ? eq(dossiers.enummer, key.enummer)
        : eq(dossiers.id, key.id);
  const [row] = await summaries(db).where(where).limit(1);
  return row ? toSummary(row) : undefined;
}

const dueCondition = (cutoff: Date): SQL =>
  and(isNull(dossiers.geanonimiseerdOp), lt(lastActivity, cutoff)) ?? sql`false`;

/** The dossiers due for anonymisation (not anonymised, last activity before the limit), oldest first. */
export async function pageDue(db: Db, cutoff: Date, page: number, pageSize: number) {
  const rows = await summaries(db)
    .where(dueCondition(cutoff))
    .orderBy(asc(lastActivity), asc(dossiers.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows: rows.map(toSummary), total: await countDue(db, cutoff) };
}

export async function countDue(db: Db, cutoff: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dossiers).where(dueCondition(cutoff));
  return row?.n ?? 0;
}

export async function dueIds(db: Db, cutoff: Date): Promise<number[]> {
  const rows = await db
    .select({ id: dossiers.id })
    .from(dossiers)
    .where(dueCondition(cutoff))
    .orderBy(asc(dossiers.id));
  return rows.map((r) => r.id);
}

/** The dossier row, locked for the rest of the transaction (deleted ones too). */
export async function lockForAnonymising(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: dossiers.id,
      geanonimiseerdOp: dossiers.geanonimiseerdOp,
      verwijderdOp: dossiers.verwijderdOp,
    })
    .from(dossiers)
    .where(eq(dossiers.id, id))
    .for('update');
  return row;
}

const unknownMoney: Record<string, number | boolean> = Object.fromEntries(
  MONEY_FIELDS.flatMap((f): [string, number | boolean][] => [
    [f, 0],
    [`${f}NietBekend`, true],
  ]),
);

/**
 * Issue 12: erases what identifies the family — names, national numbers, phone numbers, address,
 * nationality and country of birth, residence status, finances, every remark (also on memberships and
 * received rows, whose `ontvanger` is a name) — and keeps what the reports count: the dossier with its
 * numbers and dates, each member's type, gender and birth date (ages at a receipt), the memberships'
 * periods, every received row (what, when, how many, for which member). The dossier is then deleted
 * (hidden everywhere) and marked anonymised. Returns how many members and rows were touched.
 */
export async function anonymiseDossier(tx: Db, id: number, now: Date) {
  await tx
    .update(dossiers)
    .set({
      redenControle: '',
      tijdelijkeOpmerkingen: '',
      zoeknaam: '',
      geanonimiseerdOp: now,
      verwijderdOp: sql`coalesce(${dossiers.verwijderdOp}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(dossiers.id, id));
  await tx
    .update(gezin)
    .set({
      postcode: '',
      gemeente: '',
      straat: '',
      huisnummer: '',
      verblijfsvergunning: null,
      opmerkingSituatie: '',
      opmerkingFinancieel: '',
      opmerking: '',
      inSchuldbemiddeling: false,
      ...unknownMoney,
    })
    .where(eq(gezin.dossierId, id));
  const members = await tx
    .update(gezinslid)
    .set({
      voornaam: '',
      achternaam: '',
      telefoonnummer: '',
      rijksregisterNummer: null,
      geboorteland: '',
      nationaliteit: [],
      updatedAt: now,
    })
    .where(eq(gezinslid.dossierId, id))
    .returning({ id: gezinslid.id });
  await tx.update(lidmaatschap).set({ redenenBeindiging: '' }).where(eq(lidmaatschap.dossierId, id));
  const rows = await tx
    .update(gekregen)
    .set({ ontvanger: '', opmerking: '' })
    .where(eq(gekregen.dossierId, id))
    .returning({ id: gekregen.id });
  // The desks' notes (special food, remarks) and the event sign-ups' remarks and children's names; a child's
  // gender, age and presence stay, so the events' counts do not change.
  await tx.update(klantInfo).set({ opmerking: '', specialeVoeding: '' }).where(eq(klantInfo.dossierId, id));
  await tx
    .update(inschrijvingen)
    .set({
      opmerking: '',
      kinderen: sql`coalesce((select jsonb_agg(k || '{"naam": "", "opmerking": ""}'::jsonb)
        from jsonb_array_elements(${inschrijvingen.kinderen}) k), '[]'::jsonb)`,
    })
    .where(eq(inschrijvingen.dossierId, id));
  return { gezinsleden: members.length, rijen: rows.length };
}

export type AccessLogFilter = {
  userId?: number;
  gebruiker?: string | undefined;
  dossierId?: number | undefined;
  van?: Date | null;
  tot?: Date | null;
};

const accessColumns = {
  ID: accessLog.id,
  at: accessLog.at,
  userId: accessLog.userId,
  gebruiker: accessLog.username,
  dossierId: accessLog.dossierId,
  mvmnummer: dossiers.mvmnummer,
  enummer: dossiers.enummer,
  dossierIds: accessLog.dossierIds,
  scherm: accessLog.scherm,
  aanroep: accessLog.aanroep,
  zoekSoort: accessLog.zoekSoort,
  aantal: accessLog.aantal,
  adres: accessLog.adres,
};

/** A dossier read directly, or shown by a search or list. */
const touches = (dossierId: number): SQL =>
  or(eq(accessLog.dossierId, dossierId), sql`${accessLog.dossierIds} @> array[${dossierId}]::integer[]`) ??
  sql`false`;

/** A LIKE pattern matches the text itself: its own % and _ are not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function accessWhere(filter: AccessLogFilter): SQL | undefined {
  return and(
    filter.gebruiker ? ilike(accessLog.username, `%${escapeLike(filter.gebruiker)}%`) : undefined,
    filter.dossierId !== undefined ? touches(filter.dossierId) : undefined,
    filter.van ? gte(accessLog.at, filter.van) : undefined,
    filter.tot ? lt(accessLog.at, filter.tot) : undefined,
  );
}

/** The access log, newest first, with the total. */
export async function pageAccessLog(
  db: Db,
  filter: AccessLogFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: AccessLogRow[]; total: number }> {
  const where = accessWhere(filter);
  const rows = await db
    .select(accessColumns)
    .from(accessLog)
    .leftJoin(dossiers, eq(dossiers.id, accessLog.dossierId))
    .where(where)
    .orderBy(desc(accessLog.at), desc(accessLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(accessLog).where(where);
  return { rows: rows.map((r) => ({ ...r, at: r.at.toISOString() })), total: total?.n ?? 0 };
}

const LAST_RUN_KEY = 'privacy.retentie.laatste-run';
export type LastRun = { at: string; geanonimiseerd: number; door: string };

export async function readLastRun(db: Db): Promise<LastRun | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, LAST_RUN_KEY));
  return row ? (JSON.parse(row.value) as LastRun) : null;
}

export async function writeLastRun(db: Db, run: LastRun): Promise<void> {
  const value = JSON.stringify(run);
  await db
    .insert(settings)
    .values({ key: LAST_RUN_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

/** The retention run's advisory lock for this transaction: false when another instance holds it. */
export async function tryRetentionLock(tx: Db, lock: number): Promise<boolean> {
  const [row] = await tx
    .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(${lock})` })
    .from(sql`(select 1) as one`);
  return row?.locked ?? false;
}
