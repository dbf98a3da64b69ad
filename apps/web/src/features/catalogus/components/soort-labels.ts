import type { ObjectSoort } from '@mvm/domain/ledger/schemas';

/** The item kinds the quick actions look up ('Voeding Vandaag', 'Pakket Vandaag'), in Dutch. */
export const SOORT_LABELS: Record<ObjectSoort, string> = {
  voeding: 'Voedingspakket',
  verjaardag: 'Verjaardag',
  vuilzakken: 'Vuilzakken',
  melkpoeder: 'Melkpoeder',
  pakket: 'Pakket',
};
