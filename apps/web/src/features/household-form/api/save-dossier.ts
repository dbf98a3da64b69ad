import { dossierSchema, saveResponse, type DossierSaveInput } from '@mvm/domain/leden/schemas';
import { api } from '../../../lib/api-client';
import type { HouseholdContext } from '../model/form-values';
import { collectionPath, dossierPath } from './dossier-paths';

const responseSchema = saveResponse(dossierSchema);

export type SaveDossierRequest = {
  /** Where it is saved: as member (/v1/lid) or as one-off case (/v1/punctuelehulp). */
  target: HouseholdContext;
  /** The number in that area for an update; absent to add (POST). */
  id?: number;
  payload: DossierSaveInput;
};

/** POST /v1/lid/ | /v1/punctuelehulp/ to add, PUT .../{id} to update; answers the saved dossier. */
export async function saveDossier({ target, id, payload }: SaveDossierRequest) {
  const body = id
    ? await api.put<unknown>(dossierPath(target, id), payload)
    : await api.post<unknown>(collectionPath(target), payload);
  return responseSchema.parse(body).data;
}
