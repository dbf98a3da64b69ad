// spec 2 §5: messages for a received row on save, verbatim (the rules that use them: ../ledger/rules.ts).
export const GEKREGEN_NIET_INGEVULD = 'Gekregen niet ingevuld!';
export const GEZINSLID_NIET_INGEVULD = 'Gezinslid niet ingevuld!';
export const MAAT_NIET_INGEVULD = 'Maat niet ingevuld!';
export const DATUM_NIET_INGEVULD = 'Datum niet ingevuld!';
// spec 2 §3: aantal >= 1 (wording ours).
export const AANTAL_MINIMUM = 'Aantal moet minstens 1 zijn';

// The web's catalogue feature reads the type from here (issue 27 owns that import).
export type { Afdeling } from './desks';
