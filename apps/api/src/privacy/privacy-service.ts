import { canSeeSensitive, parseCaseNumberParam, parseMemberNumberParam } from '@mvm/domain';
import type { Dossier, Gekregen } from '@mvm/domain/leden/schemas';
import { nextRetentionRun, retentionCutoff } from '@mvm/domain/privacy/retention';
import type {
  AccessLogQuery,
  PrivacyDossier,
  RetentionRunResult,
  RetentionStatus,
} from '@mvm/domain/privacy/schemas';
import type { Actor } from '../actor';
import { writeAudit } from '../audit/audit-log';
import type { Db } from '../db/client';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { toDossier } from '../dossier/dossier-mapper';
import { loadRecord } from '../dossier/dossier-repository';
import { pageGekregen } from '../ledger/gekregen-repository';
import { dossierRow, exportTables } from './export-repository';
import {
  anonymiseDossier,
  countDue,
  dueIds,
  findPrivacyDossier,
  lockForAnonymising,
  pageAccessLog,
  pageDue,
  readLastRun,
  tryRetentionLock,
  writeLastRun,
} from './privacy-repository';

export const DOSSIER_NIET_GEVONDEN = 'Dossier niet gevonden';
export const AL_GEANONIMISEERD = 'Dit dossier is al geanonimiseerd';
export const RETENTIE_BEZIG =
  'De bewaartermijn wordt op dit moment al toegepast (door een andere server); probeer het straks opnieuw';
export const EXPORT_ZONDER_RECHT =
  'Een volledige export bevat rijksregisternummers en financiën: daarvoor heb je het recht op gevoelige gegevens nodig';
export const ONBEKEND_NUMMER = 'Geef een lidnummer (MVM123) of een E-nummer (E45)';

/** The retention settings the service needs (from AppConfig). */
export type RetentionSettings = { retentionMonths: number; retentionJob: boolean };

/**
 * One number for the advisory lock of the retention job: any instance that cannot take it knows another
 * one is running the job (pg_try_advisory_xact_lock, released when that transaction ends).
 */
const RETENTION_LOCK = 0x6d766d12;

/** 'MVM12' / '12' is a member number; 'E45' a case number. */
function keyOfNumber(text: string): { mvmnummer: number } | { enummer: number } {
  const trimmed = text.trim();
  if (/^e/i.test(trimmed)) {
    const e = parseCaseNumberParam(trimmed);
    if (e !== null) return { enummer: e };
  } else {
    const m = parseMemberNumberParam(trimmed);
    if (m !== null) return { mvmnummer: m };
  }
  throw badRequest(ONBEKEND_NUMMER, { nummer: ONBEKEND_NUMMER });
}

export async function lookupDossier(db: Db, nummer: string): Promise<PrivacyDossier> {
  const found = await findPrivacyDossier(db, keyOfNumber(nummer));
  if (!found) throw notFound(DOSSIER_NIET_GEVONDEN);
  return found;
}

export async function accessLogPage(db: Db, query: AccessLogQuery) {
  let dossierId: number | undefined;
  if (query.dossier?.trim()) {
    const found = await findPrivacyDossier(db, keyOfNumber(query.dossier));
    // An unknown number has no entries.
    dossierId = found?.ID ?? -1;
  }
  return pageAccessLog(
    db,
    { gebruiker: query.gebruiker?.trim(), dossierId, van: query.van, tot: query.tot },
    query.page,
    query.page_size,
  );
}

export async function dossierHistory(db: Db, dossierId: number, page: number, pageSize: number) {
  if (!(await findPrivacyDossier(db, { id: dossierId }))) throw notFound(DOSSIER_NIET_GEVONDEN);
  return pageAccessLog(db, { dossierId }, page, pageSize);
}

export async function retentionStatus(
  db: Db,
  settings: RetentionSettings,
  now = new Date(),
): Promise<RetentionStatus> {
  const cutoff = retentionCutoff(now, settings.retentionMonths);
  return {
    maanden: settings.retentionMonths,
    grens: cutoff.toISOString(),
    volgendeRun: settings.retentionJob ? nextRetentionRun(now).toISOString() : null,
    laatsteRun: await readLastRun(db),
    teWissen: await countDue(db, cutoff),
  };
}

export const dueForRetention = (
  db: Db,
  settings: RetentionSettings,
  page: number,
  pageSize: number,
  now = new Date(),
) => pageDue(db, retentionCutoff(now, settings.retentionMonths), page, pageSize);

/** Who ran it: a user, or the daily job. */
export type Runner = Actor | { userId: null; username: 'bewaartermijn' };

/**
 * Issue 12: anonymise every dossier past the retention limit, in one transaction that first takes the
 * advisory lock, so with several API instances only one runs it at a time (the others answer 'bezet').
 * Each dossier is locked and checked again before it is anonymised, and gets its audit entry; a second
 * run finds nothing (idempotent). A dry run (`proef`) lists what would be anonymised and changes nothing.
 */
export async function runRetention(
  db: Db,
  settings: RetentionSettings,
  runner: Runner,
  proef: boolean,
  now = new Date(),
): Promise<RetentionRunResult | 'bezet'> {
  const cutoff = retentionCutoff(now, settings.retentionMonths);
  if (proef) {
    const ids = await dueIds(db, cutoff);
    return { proef: true, geanonimiseerd: ids.length, dossiers: ids };
  }
  return db.transaction(async (tx) => {
    if (!(await tryRetentionLock(tx, RETENTION_LOCK))) return 'bezet';
    const done: number[] = [];
    for (const id of await dueIds(tx, cutoff)) {
      const locked = await lockForAnonymising(tx, id);
      if (!locked || locked.geanonimiseerdOp) continue;
      const touched = await anonymiseDossier(tx, id, now);
      await writeAudit(tx, runner, {
        action: 'anonymise',
        entity: 'dossier',
        entityId: id,
        details: { reden: 'bewaartermijn', maanden: settings.retentionMonths, ...touched },
      });
      done.push(id);
    }
    await writeLastRun(tx, { at: now.toISOString(), geanonimiseerd: done.length, door: runner.username });
    return { proef: false, geanonimiseerd: done.length, dossiers: done };
  });
}

/** Issue 12, the right to erasure: the same anonymisation, at once, with the reason in the audit log. */
export async function eraseDossier(db: Db, actor: Actor, id: number, reden: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const locked = await lockForAnonymising(tx, id);
    if (!locked) throw notFound(DOSSIER_NIET_GEVONDEN);
    if (locked.geanonimiseerdOp) throw conflict(AL_GEANONIMISEERD);
    const touched = await anonymiseDossier(tx, id, now);
    await writeAudit(tx, actor, {
      action: 'anonymise',
      entity: 'dossier',
      entityId: id,
      details: { reden: 'verzoek', toelichting: reden, ...touched },
    });
  });
}

export type FamilyExport = {
  formaat: 'mvm-gezin-export-1';
  gemaaktOp: string;
  door: string;
  dossier: Dossier;
  gekregen: Gekregen[];
  tabellen: Record<string, Record<string, unknown>[]>;
};

/**
 * Issue 12, the right of access: the family's dossier as the screens show it (every field, sensitive
 * ones included), every received row with its item, and every row of every table about the family
 * (memberships, the access log of their dossier, the audit log). Needs the sensitive right; written to
 * the audit log.
 */
export async function exportFamily(
  db: Db,
  actor: Actor,
  id: number,
  now = new Date(),
): Promise<FamilyExport> {
  const row = await dossierRow(db, id);
  if (!row) throw notFound(DOSSIER_NIET_GEVONDEN);
  // The route's role check has passed; the whole file also needs the sensitive right.
  if (!canSeeSensitive(actor.roles)) throw forbidden(EXPORT_ZONDER_RECHT);
  const record = await loadRecord(db, row);
  const { rows: gekregen } = await pageGekregen(db, { dossierId: id }, 1, 1_000_000);
  const tabellen = await exportTables(db, id);
  await writeAudit(db, actor, { action: 'export', entity: 'dossier', entityId: id });
  return {
    formaat: 'mvm-gezin-export-1',
    gemaaktOp: now.toISOString(),
    door: actor.username,
    dossier: toDossier(record, true, now),
    gekregen,
    tabellen,
  };
}
