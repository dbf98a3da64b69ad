import {
  alreadyHadMessage,
  packagePeriodOf,
  periodKey,
  validateLedgerRow,
  type Afdeling,
  type LedgerRowSave,
} from '@mvm/domain';
import { present } from '@mvm/domain/present';
import type { Db } from '../db/client';
import type { DossierKey, DossierRecord } from '../dossier/dossier-repository';
import { rulesFailed } from '../dossier/save-errors';
import { badRequest, notFound } from '../errors';
import {
  findGekregenRow,
  hasPackageIn,
  type GekregenScope,
  type GekregenValues,
} from './gekregen-repository';
import { objectForRow, type ObjectForRow } from './objects-repository';

export const NIET_GEVONDEN = 'Gekregen rij niet gevonden';
export const ITEM_NIET_VAN_AFDELING = 'Dit item hoort niet bij deze afdeling';
export const ITEM_NIET_VAN_CATEGORIE = 'Dit item hoort niet bij deze categorie';
export const ITEM_NIET_MEER_GEGEVEN = 'Dit item wordt niet meer gegeven';
export const MAAT_NIET_MEER_GEGEVEN = 'Deze maat wordt niet meer gegeven';
export const MAAT_NIET_VAN_ITEM = 'Deze maat hoort niet bij dit item';
export const GEZINSLID_NIET_VAN_GEZIN = 'Dit gezinslid hoort niet bij dit gezin';

/** A received row to save: the dossier, the area recording it, the row (null = new) and its fields. */
export type GekregenInput = {
  key: DossierKey;
  afdeling: Afdeling;
  rowId: number | null;
  row: LedgerRowSave;
  /** The material path's category: the item must be one of it. */
  categorieId?: number | undefined;
};

const offeredBy = (afdeling: Afdeling, item: ObjectForRow) =>
  afdeling === 'punctueel'
    ? item.object.punctueleOrder !== null || item.categorie.afdeling === 'punctueel'
    : item.categorie.afdeling === afdeling;

/**
 * The rules of a received row (spec 1 §5, spec 2 §5 in the area's words) plus: the item is of this desk
 * (and of the path's category), the size belongs to the item, the member to this household; a retired item
 * or size is refused for a new choice but kept on a row that already had it; and a package (a weekly
 * Voeding, a monthly Pakket) is refused when its week or month already has one. The dossier row is locked
 * (writeDossier), so two desks checking the same household take turns; the unique index on `periode`
 * backs the check up.
 */
export async function rowValues(
  db: Db,
  record: DossierRecord,
  input: GekregenInput,
  now: Date,
): Promise<GekregenValues> {
  const { afdeling, row: body, rowId } = input;
  const scope: GekregenScope = { dossierId: record.dossier.id, afdeling };
  const stored = rowId === null ? undefined : await findGekregenRow(db, rowId, scope);
  if (rowId !== null && !stored) throw notFound(NIET_GEVONDEN);
  const found = body.objectID ? await objectForRow(db, body.objectID) : undefined;
  if (found && !offeredBy(afdeling, found)) throw badRequest(ITEM_NIET_VAN_AFDELING);
  if (found && input.categorieId !== undefined && found.categorie.id !== input.categorieId)
    throw badRequest(ITEM_NIET_VAN_CATEGORIE);
  const row = { ...body, aantal: body.aantal ?? 1 };
  const rule = found && {
    perPersoon: found.categorie.perPersoon,
    opMaat: found.categorie.opMaat,
    heeftMaten: found.maten.some((m) => m.actief),
  };
  const messages = validateLedgerRow(afdeling, row, rule ?? null);
  if (messages.length) throw rulesFailed(messages);
  // validateLedgerRow refuses a row without a known item or without a date, so both are set here.
  const item = present(found, 'the item of a validated row');
  const datum = present(body.datum, 'the date of a validated row');
  const keptItem = stored !== undefined && stored.objectId === item.object.id;
  if (!keptItem && !(item.object.actief && item.categorie.actief)) throw badRequest(ITEM_NIET_MEER_GEGEVEN);
  const size = body.maatID ? item.maten.find((m) => m.id === body.maatID) : undefined;
  if (body.maatID && !size) throw badRequest(MAAT_NIET_VAN_ITEM);
  if (size && !size.actief && !(keptItem && stored.maatId === size.id))
    throw badRequest(MAAT_NIET_MEER_GEGEVEN);
  const lid = body.gezinsLid ? record.leden.find((l) => l.id === body.gezinsLid) : undefined;
  if (body.gezinsLid && !lid) throw badRequest(GEZINSLID_NIET_VAN_GEZIN);
  const period = packagePeriodOf(afdeling, item.object.soort);
  const periode = period ? periodKey(period, datum) : null;
  if (period && periode && (await hasPackageIn(db, record.dossier.id, afdeling, periode, rowId)))
    throw badRequest(alreadyHadMessage(period));
  return {
    objectId: item.object.id,
    maatId: body.maatID ?? null,
    gezinslidId: lid?.id ?? null,
    ontvanger: body.ontvanger || (lid ? `${lid.voornaam} ${lid.achternaam}`.trim() : ''),
    datum,
    aantal: row.aantal,
    opmerking: body.opmerking,
    periode,
    updatedAt: now,
  };
}
