import { startOfDayBrussels, toIsoDate } from '@mvm/domain';

/** What the desk edits in one received row; compared with the loaded copy to know whether it changed. */
export type RowFields = {
  /** yyyy-MM-dd on the Brussels calendar (spec 1 §5: shown per day, sent as a timestamp with zone). */
  datum: string | null;
  aantal: number | null;
  objectID: number | null;
  maatID: number | null;
  /** The household member who received it (per-person categories). */
  gezinsLid: number | null;
  /** The recipient's name as shown and printed. */
  ontvanger: string;
  opmerking: string;
};

/** One row on screen: its fields, the loaded copy (null for a new row) and the local print tick. */
export type LedgerRow = RowFields & {
  /** Stable key on screen: the row ID, or a local one for a new row. */
  key: string;
  /** 0 until the server saved it (spec 1 §7: POST …/{rowID, or 0 for new}). */
  ID: number;
  /** The full timestamp the row was loaded with: kept when its day does not change. */
  timestamp: string | null;
  saved: RowFields | null;
  /** spec 2 §3: the print flag is local only; it never makes the screen dirty. */
  print: boolean;
  /** The item's and size's names as loaded: still shown when the catalogue retired them (issue 8). */
  loadedNames?: { object: string; maat: string };
};

const FIELDS: (keyof RowFields)[] = [
  'datum',
  'aantal',
  'objectID',
  'maatID',
  'gezinsLid',
  'ontvanger',
  'opmerking',
];

export function isRowChanged(row: LedgerRow): boolean {
  const { saved } = row;
  if (!saved) return true;
  return FIELDS.some((field) => row[field] !== saved[field]);
}

/** A loaded wire row as an editable one. */
export function fromWire(wire: {
  ID: number;
  datum: string;
  aantal: number;
  objectID: number | null;
  maatID?: number | null;
  gezinsLid?: number | null;
  ontvanger?: string | null;
  opmerking?: string | null;
  object?: string | null;
  maat?: string | null;
}): LedgerRow {
  const fields: RowFields = {
    datum: toIsoDate(wire.datum),
    aantal: wire.aantal,
    objectID: wire.objectID,
    maatID: wire.maatID ?? null,
    gezinsLid: wire.gezinsLid ?? null,
    ontvanger: wire.ontvanger ?? '',
    opmerking: wire.opmerking ?? '',
  };
  const loadedNames = { object: wire.object ?? '', maat: wire.maat ?? '' };
  return {
    ...fields,
    key: `id-${wire.ID}`,
    ID: wire.ID,
    timestamp: wire.datum,
    saved: fields,
    print: false,
    loadedNames,
  };
}

let counter = 0;

/** A new row put back from kept work gets a key of this page, so it never collides with one added later. */
export const withFreshKey = (row: LedgerRow): LedgerRow =>
  row.ID > 0 ? row : { ...row, key: `new-${++counter}` };

/** spec 2 §4: a new row: count 1, dated today, nothing chosen yet. */
export function newRow(now: Date, fields: Partial<RowFields> = {}): LedgerRow {
  return {
    key: `new-${++counter}`,
    ID: 0,
    timestamp: null,
    saved: null,
    print: false,
    datum: toIsoDate(now),
    aantal: 1,
    objectID: null,
    maatID: null,
    gezinsLid: null,
    ontvanger: '',
    opmerking: '',
    ...fields,
  };
}

/**
 * spec 1 §5: the date is sent as a full timestamp with zone. A row keeps its loaded time when its day did
 * not change; a row dated today gets the current time (so rows of one day keep their order); another day
 * is that day's start in Brussels.
 */
export function rowTimestamp(row: Pick<LedgerRow, 'datum' | 'timestamp'>, now: Date): string | null {
  if (!row.datum) return null;
  if (row.timestamp && toIsoDate(row.timestamp) === row.datum) return row.timestamp;
  if (row.datum === toIsoDate(now)) return now.toISOString();
  return startOfDayBrussels(row.datum).toISOString();
}
