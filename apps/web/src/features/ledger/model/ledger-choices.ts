import type { LedgerObject } from '@mvm/domain/ledger/schemas';
import type { LedgerRow } from './ledger-row';

/** A household member who can receive a row (per-person categories). */
export type Ontvanger = { ID: number; naam: string; geslacht: string | null; geboortedatum: string | null };

/**
 * spec 1 §5, spec 2 §4: choosing an item resets the size, and an item with exactly one size picks it.
 */
export function itemChoice(objects: readonly LedgerObject[], value: string | null): Partial<LedgerRow> {
  const object = objects.find((o) => String(o.ID) === value);
  const only = object?.maten.length === 1 ? object.maten[0] : undefined;
  return { objectID: object?.ID ?? null, maatID: only?.ID ?? null };
}
