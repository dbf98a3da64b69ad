import type { HouseholdContext } from '../model/form-values';

// spec 2 §7: members live under /v1/lid, one-off cases under /v1/punctuelehulp (by member or case number).
export const collectionPath = (context: HouseholdContext): string =>
  context === 'lid' ? '/v1/lid/' : '/v1/punctuelehulp/';

export const dossierPath = (context: HouseholdContext, id: number): string =>
  `${collectionPath(context)}${id}`;

/** Query keys start with the area slug, so the area's other screens refresh with one invalidation. */
export const areaKey = (context: HouseholdContext): string => (context === 'lid' ? 'lid' : 'punctuele');
