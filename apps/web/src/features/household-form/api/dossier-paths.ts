import { queryKeys } from '../../../lib/query-keys';
import type { HouseholdContext } from '../model/form-values';

// spec 2 §7: members live under /v1/lid, one-off cases under /v1/punctuelehulp (by member or case number).
export const collectionPath = (context: HouseholdContext): string =>
  context === 'lid' ? '/v1/lid/' : '/v1/punctuelehulp/';

export const dossierPath = (context: HouseholdContext, id: number): string =>
  `${collectionPath(context)}${id}`;

/** The area's keys: members (`leden`) or one-off cases (`punctuelehulp`). */
export const areaKeys = (context: HouseholdContext) =>
  context === 'lid' ? queryKeys.leden : queryKeys.punctuelehulp;

/** The same key the member page and the one-off page use, so the dossier is cached (and fetched) once. */
export const dossierKey = (context: HouseholdContext, id: number) => areaKeys(context).detail(id);
