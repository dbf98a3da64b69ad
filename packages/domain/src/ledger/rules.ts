import {
  AANTAL_MINIMUM,
  DATUM_NIET_INGEVULD,
  GEKREGEN_NIET_INGEVULD,
  GEZINSLID_NIET_INGEVULD,
  MAAT_NIET_INGEVULD,
} from '../gekregen/received-row';
import type { LedgerArea, ObjectSoort } from './schemas';
import type { PackagePeriod } from './serve-today';

/** The messages of a row's rules, per area: each spec words them for its own screen. */
export type RowMessages = {
  item: string;
  ontvanger: string;
  maat: string;
  datum: string;
  aantal: string;
};

/**
 * spec 1 §5 Material row ('item niet ingevuld', 'maat niet ingevuld', 'ontvanger niet ingevuld'), spec 1 §5
 * Food row ('Gekregen niet ingevuld!', 'Datum niet ingevuld!'), spec 2 §5 received row and its soap-house
 * wording ('Maat niet ingevuld'). The spec names no date message for material: the food one is used. Amount
 * at least 1 everywhere (spec 1 §9, spec 2 §3), in our words.
 */
export const ROW_MESSAGES: Record<LedgerArea, RowMessages> = {
  materiaal: {
    item: 'item niet ingevuld',
    ontvanger: 'ontvanger niet ingevuld',
    maat: 'maat niet ingevuld',
    datum: DATUM_NIET_INGEVULD,
    aantal: AANTAL_MINIMUM,
  },
  voeding: {
    item: GEKREGEN_NIET_INGEVULD,
    ontvanger: GEZINSLID_NIET_INGEVULD,
    maat: MAAT_NIET_INGEVULD,
    datum: DATUM_NIET_INGEVULD,
    aantal: AANTAL_MINIMUM,
  },
  zeephuisje: {
    item: GEKREGEN_NIET_INGEVULD,
    ontvanger: GEZINSLID_NIET_INGEVULD,
    maat: 'Maat niet ingevuld',
    datum: DATUM_NIET_INGEVULD,
    aantal: AANTAL_MINIMUM,
  },
  punctueel: {
    item: GEKREGEN_NIET_INGEVULD,
    ontvanger: GEZINSLID_NIET_INGEVULD,
    maat: MAAT_NIET_INGEVULD,
    datum: DATUM_NIET_INGEVULD,
    aantal: AANTAL_MINIMUM,
  },
};

export type LedgerRowInput = {
  objectID?: number | null;
  gezinsLid?: number | null;
  ontvanger?: string | null;
  maatID?: number | null;
  datum?: Date | string | null;
  aantal?: number | null;
};

/** The chosen item as the rules need it: its category's switches and whether it has sizes. */
export type LedgerRowItem = { perPersoon: boolean; opMaat: boolean; heeftMaten: boolean };

/**
 * The rules of a received row on save, in the spec's order: an item; a recipient when the category is per
 * person; a size when the category is by size (the soap house: also when the item has sizes, spec 2 §5 'for a
 * size-needing item'); a date; an amount of at least 1. The material desk's recipient is the child's full
 * name (spec 1 §3), so a typed name counts as well as a chosen member; the other desks need the member.
 * `item` is null when no item or an unknown one was chosen.
 */
export function validateLedgerRow(
  area: LedgerArea,
  row: LedgerRowInput,
  item: LedgerRowItem | null,
): string[] {
  const m = ROW_MESSAGES[area];
  const messages: string[] = [];
  if (!row.objectID || !item) messages.push(m.item);
  const hasRecipient = Boolean(row.gezinsLid) || (area === 'materiaal' && Boolean(row.ontvanger?.trim()));
  if (item?.perPersoon && !hasRecipient) messages.push(m.ontvanger);
  const needsSize = item ? item.opMaat || (area === 'zeephuisje' && item.heeftMaten) : false;
  if (needsSize && !row.maatID) messages.push(m.maat);
  if (!row.datum) messages.push(m.datum);
  if (row.aantal === null || row.aantal === undefined || row.aantal < 1) messages.push(m.aantal);
  return messages;
}

/**
 * Which rows are packages held to a period (issue 8): a `voeding` item recorded by the food desk is the
 * weekly package, a `pakket` item recorded by the soap house the monthly one. The same item given by
 * another desk (one-off help) is not.
 */
export function packagePeriodOf(
  area: LedgerArea,
  soort: ObjectSoort | null | undefined,
): PackagePeriod | null {
  if (area === 'voeding' && soort === 'voeding') return 'week';
  if (area === 'zeephuisje' && soort === 'pakket') return 'maand';
  return null;
}

/** The period of each desk's own package ("may we serve today?"). */
export const AREA_PACKAGE: Partial<Record<LedgerArea, { period: PackagePeriod; soort: ObjectSoort }>> = {
  voeding: { period: 'week', soort: 'voeding' },
  zeephuisje: { period: 'maand', soort: 'pakket' },
};
