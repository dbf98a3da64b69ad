import { queryOptions } from '@tanstack/react-query';
import { dossierSchema, type Dossier } from '@mvm/domain/leden/schemas';
import { apiRequest } from '../../../lib/api-client';
import type { HouseholdContext } from '../model/form-values';
import { dossierKey, dossierPath } from './dossier-paths';

/** GET /v1/lid/{id} or /v1/punctuelehulp/{id}, parsed with the shared schema. */
export async function getDossier(
  context: HouseholdContext,
  id: number,
  signal?: AbortSignal,
): Promise<Dossier> {
  return apiRequest(dossierPath(context, id), dossierSchema, { signal });
}

export const dossierQueryOptions = (context: HouseholdContext, id: number) =>
  queryOptions({
    queryKey: dossierKey(context, id),
    queryFn: ({ signal }) => getDossier(context, id, signal),
    enabled: id > 0,
    // A refetch must never overwrite what someone is typing: the form reloads after its own saves.
    refetchOnWindowFocus: false,
    staleTime: 0,
    meta: { errorTitle: 'Error!' },
  });
