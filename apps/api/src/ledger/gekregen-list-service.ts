import { endOfDayBrussels, startOfDayBrussels, type Afdeling, type LedgerQuery } from '@mvm/domain';
import type { Db } from '../db/client';
import { findDossier, type DossierKey } from '../dossier/dossier-repository';
import { notFoundFor } from '../dossier/dossier-transaction';
import { pageGekregen, type GekregenFilters } from './gekregen-repository';

/** The ledgers' list query as the repository filters it. */
export function filtersOf(query: Partial<LedgerQuery>): GekregenFilters {
  return {
    categorieId: query.categorie,
    objectId: query.object,
    maatId: query.maat,
    gezinslidId: query.gezinsLid,
    ontvanger: query.ontvanger,
    dag: query.datum
      ? { start: startOfDayBrussels(query.datum), end: endOfDayBrussels(query.datum) }
      : undefined,
  };
}

/** spec 2 §2 Hulp tab and every ledger's list: the dossier's rows (of one area, or all), newest first. */
export async function listGekregen(
  db: Db,
  key: DossierKey,
  page: number,
  pageSize: number,
  afdeling?: Afdeling,
  filters: GekregenFilters = {},
) {
  // The dossier row alone: its household and members are not needed to list its rows.
  const dossier = await findDossier(db, key);
  if (!dossier) throw notFoundFor(key);
  return pageGekregen(db, { dossierId: dossier.id, afdeling, ...filters }, page, pageSize);
}
