import { withFreshKey, type LedgerRow } from './ledger-row';

/** Issue 27: a desk's unsaved work, kept when the server ends the session (components/unsaved-changes). */
export type KeptLedgerWork = {
  drafts: Record<string, LedgerRow[]>;
  deletions: { section: string; ID: number }[];
  info: Record<string, string>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRow = (row: unknown): row is LedgerRow =>
  isRecord(row) && typeof row.key === 'string' && typeof row.ID === 'number' && 'saved' in row;

/** The kept work as the ledger takes it back (new rows with keys of this page), or null when it is damaged. */
export function keptLedgerWork(value: unknown): KeptLedgerWork | null {
  if (!isRecord(value) || !isRecord(value.drafts) || !Array.isArray(value.deletions) || !isRecord(value.info))
    return null;
  const drafts: Record<string, LedgerRow[]> = {};
  for (const [section, rows] of Object.entries(value.drafts)) {
    if (!Array.isArray(rows) || !rows.every(isRow)) return null;
    drafts[section] = rows.map(withFreshKey);
  }
  const deletions = value.deletions.filter(
    (d): d is { section: string; ID: number } =>
      isRecord(d) && typeof d.section === 'string' && typeof d.ID === 'number',
  );
  const info = Object.fromEntries(
    Object.entries(value.info).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  return { drafts, deletions, info };
}
