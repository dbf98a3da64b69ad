import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dossierSchema, saveResponse, type DossierSaveInput } from '@mvm/domain/leden/schemas';
import { apiRequest } from '../../../lib/api-client';
import type { HouseholdContext } from '../model/form-values';
import { areaKeys, collectionPath, dossierKey, dossierPath } from './dossier-paths';

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
  const reply = id
    ? await apiRequest(dossierPath(target, id), responseSchema, { method: 'PUT', body: payload })
    : await apiRequest(collectionPath(target), responseSchema, { method: 'POST', body: payload });
  return reply.data;
}

/**
 * Saves a household. The saved dossier goes into the cache under its area's key, and that area's lists
 * (and the one-off case a member was registered from) load again, so a new or renamed household shows
 * in the member list at once.
 */
export function useSaveDossier({ context }: { context: HouseholdContext }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDossier,
    onSuccess: (saved, { target }) => {
      const id = target === 'lid' ? saved.mvmnummer : saved.enummer;
      if (id) queryClient.setQueryData(dossierKey(target, id), saved);
      void queryClient.invalidateQueries({ queryKey: areaKeys(target).all });
      if (target !== context) void queryClient.invalidateQueries({ queryKey: areaKeys(context).all });
    },
  });
}
