import { validateLedgerRow } from '@mvm/domain/ledger/rules';
import type { LedgerArea, LedgerObject } from '@mvm/domain/ledger/schemas';
import type { LedgerRow } from './ledger-row';

/** The row rules of the area's spec (the server runs the same function), for the chosen item. */
export function validateRow(area: LedgerArea, row: LedgerRow, objects: readonly LedgerObject[]): string[] {
  const object = objects.find((o) => o.ID === row.objectID);
  const item = object
    ? {
        perPersoon: object.categorie.perPersoon,
        opMaat: object.categorie.opMaat,
        heeftMaten: object.maten.length > 0,
      }
    : null;
  return validateLedgerRow(area, row, item);
}
