import { api } from '../../../lib/api-client';
import type { HouseholdContext } from '../model/form-values';
import { dossierPath } from './dossier-paths';

/** DELETE /v1/lid/{id} or /v1/punctuelehulp/{id}: the whole household. */
export const deleteDossier = (context: HouseholdContext, id: number) =>
  api.delete<unknown>(dossierPath(context, id));
