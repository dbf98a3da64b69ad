import { lastIsoWeeks, validateReceivedRow, type Afdeling } from '@mvm/domain';
import type { Gekregen, GekregenSave, VoedingWeek } from '@mvm/domain/leden/schemas';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../errors';
import { objectForRow } from './catalogue-repository';
import { findDossier, type DossierKey, type DossierRecord } from './dossier-repository';
import { notFoundFor, requireDossier, writeDossier } from './dossier-transaction';
import {
  datesOfArea,
  deleteGekregenRow,
  getGekregen,
  insertGekregen,
  pageGekregen,
  updateGekregen,
  type GekregenValues,
} from './gekregen-repository';
import { rulesFailed } from './save-errors';
import { present } from '@mvm/domain/present';

const NIET_GEVONDEN = 'Gekregen rij niet gevonden';

/** A received row to save: the dossier, the area recording it, the row (null = new) and its fields. */
export type GekregenInput = {
  key: DossierKey;
  afdeling: Afdeling;
  rowId: number | null;
  row: GekregenSave;
};

/** spec 2 §2 Hulp tab: the dossier's rows (of one area, or of every area), newest first. */
export async function listGekregen(
  db: Db,
  key: DossierKey,
  page: number,
  pageSize: number,
  afdeling?: Afdeling,
) {
  // The dossier row alone: its household and members are not needed to list its rows.
  const dossier = await findDossier(db, key);
  if (!dossier) throw notFoundFor(key);
  return pageGekregen(db, { dossierId: dossier.id, afdeling }, page, pageSize);
}

/** spec 2 §2 'Voeding' chart: the dossier's voeding rows per ISO week (Brussels), 52 weeks. */
export async function voedingSummary(db: Db, key: DossierKey, now = new Date()): Promise<VoedingWeek[]> {
  const { dossier } = await requireDossier(db, key);
  const weeks = lastIsoWeeks(now);
  const dates = await datesOfArea(
    db,
    dossier.id,
    'voeding',
    present(weeks[0], 'the first of 52 weeks').start,
  );
  return weeks.map((w) => ({
    week: w.week,
    weekStart: w.weekStart,
    aantal: dates.filter((d) => d >= w.start && d <= w.end).length,
  }));
}

/** spec 2 §5 received-row rules, plus: the size belongs to the item, the member to this household. */
async function rowValues(
  db: Db,
  record: DossierRecord,
  body: GekregenSave,
  now: Date,
): Promise<GekregenValues> {
  const item = body.objectID ? await objectForRow(db, body.objectID) : undefined;
  const row = { ...body, aantal: body.aantal ?? 1 };
  const messages = validateReceivedRow(row, item ? item.categorie : null);
  if (messages.length) throw rulesFailed(messages);
  // validateReceivedRow refuses a row without a known item or without a date, so both are set here.
  const known = present(item, 'the item of a validated row');
  const datum = present(body.datum, 'the date of a validated row');
  if (body.maatID && !known.maatIds.includes(body.maatID))
    throw badRequest('Deze maat hoort niet bij dit item');
  const lid = body.gezinsLid ? record.leden.find((l) => l.id === body.gezinsLid) : undefined;
  if (body.gezinsLid && !lid) throw badRequest('Dit gezinslid hoort niet bij dit gezin');
  return {
    objectId: known.object.id,
    maatId: body.maatID ?? null,
    gezinslidId: lid?.id ?? null,
    ontvanger: body.ontvanger || (lid ? `${lid.voornaam} ${lid.achternaam}`.trim() : ''),
    datum,
    aantal: row.aantal,
    opmerking: body.opmerking,
    updatedAt: now,
  };
}

/** Adds (rowId null) or changes a received row of one area, e.g. one-off goods with afdeling 'punctueel'. */
export async function saveGekregen(db: Db, actor: Actor, input: GekregenInput): Promise<Gekregen> {
  const { key, afdeling, rowId } = input;
  const now = new Date();
  const id = await writeDossier(db, actor, key, async (tx, record) => {
    const values = await rowValues(tx, record, input.row, now);
    const scope = { dossierId: record.dossier.id, afdeling };
    if (rowId === null) {
      const created = await insertGekregen(tx, scope, values, now);
      return {
        result: created,
        audit: { action: 'create', entity: 'gekregen', entityId: created, details: { afdeling } },
      };
    }
    const updated = await updateGekregen(tx, rowId, scope, values);
    if (updated === undefined) throw notFound(NIET_GEVONDEN);
    const fields = Object.keys(values).filter((k) => k !== 'updatedAt');
    return {
      result: updated,
      audit: { action: 'update', entity: 'gekregen', entityId: rowId, details: { fields } },
    };
  });
  return getGekregen(db, id);
}

export async function deleteGekregen(
  db: Db,
  actor: Actor,
  key: DossierKey,
  rowId: number,
  afdeling: Afdeling,
): Promise<void> {
  await writeDossier(db, actor, key, async (tx, { dossier }) => {
    if (!(await deleteGekregenRow(tx, rowId, { dossierId: dossier.id, afdeling })))
      throw notFound(NIET_GEVONDEN);
    return {
      result: undefined,
      audit: { action: 'delete', entity: 'gekregen', entityId: rowId, details: { afdeling } },
    };
  });
}
