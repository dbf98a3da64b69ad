import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '@mvm/domain/leden/schemas';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import type { HouseholdContext } from '../model/form-values';
import { areaKeys, dossierKey, dossierPath } from './dossier-paths';

/** DELETE /v1/lid/{id} or /v1/punctuelehulp/{id}: the whole household. */
export const deleteDossier = (context: HouseholdContext, id: number) =>
  apiRequest(dossierPath(context, id), okResponseSchema, { method: 'DELETE' });

type Options = {
  context: HouseholdContext;
  id: number;
  mutationConfig?: MutationConfig<(_: void) => Promise<unknown>>;
};

/** Deletes the household; its dossier leaves the cache and the area's lists load again without it. */
export function useDeleteDossierMutation({ context, id, mutationConfig }: Options) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: () => deleteDossier(context, id),
    onSuccess: async (...args) => {
      queryClient.removeQueries({ queryKey: dossierKey(context, id) });
      await queryClient.invalidateQueries({ queryKey: areaKeys(context).lists() });
      await onSuccess?.(...args);
    },
  });
}
