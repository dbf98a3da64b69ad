// spec 2 §5: messages for a received row on save, verbatim.
export const GEKREGEN_NIET_INGEVULD = 'Gekregen niet ingevuld!';
export const GEZINSLID_NIET_INGEVULD = 'Gezinslid niet ingevuld!';
export const MAAT_NIET_INGEVULD = 'Maat niet ingevuld!';
export const DATUM_NIET_INGEVULD = 'Datum niet ingevuld!';
// spec 2 §3: aantal >= 1 (wording ours).
export const AANTAL_MINIMUM = 'Aantal moet minstens 1 zijn';

export type ReceivedRowInput = {
  objectID?: number | null;
  gezinsLid?: number | null;
  maatID?: number | null;
  datum?: Date | string | null;
  aantal?: number | null;
};
export type RowCategory = { perPersoon: boolean; opMaat: boolean };

/**
 * spec 2 §5 received row: an item; a household member when its category is per person; a size when
 * its category is by size; a date; a quantity of at least 1. `categorie` is the chosen item's category
 * (null when no item or an unknown one). Messages in the spec's order.
 */
export function validateReceivedRow(row: ReceivedRowInput, categorie: RowCategory | null): string[] {
  const messages: string[] = [];
  if (!row.objectID || !categorie) messages.push(GEKREGEN_NIET_INGEVULD);
  if (categorie?.perPersoon && !row.gezinsLid) messages.push(GEZINSLID_NIET_INGEVULD);
  if (categorie?.opMaat && !row.maatID) messages.push(MAAT_NIET_INGEVULD);
  if (!row.datum) messages.push(DATUM_NIET_INGEVULD);
  if (row.aantal === null || row.aantal === undefined || row.aantal < 1) messages.push(AANTAL_MINIMUM);
  return messages;
}

// The web's catalogue feature reads the type from here (issue 27 owns that import).
export type { Afdeling } from './desks';
