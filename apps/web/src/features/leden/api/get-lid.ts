import { queryOptions } from '@tanstack/react-query';
import { dossierSchema } from '@mvm/domain/leden/schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getLid(mvmnummer: number, signal?: AbortSignal) {
  return apiRequest(`/v1/lid/${mvmnummer}`, dossierSchema, { signal });
}

/**
 * The member's dossier: the same key as the household form's (context 'lid'), so the member page and
 * its 'Informatie' form share one copy and one request.
 */
export const lidQueryOptions = (mvmnummer: number) =>
  queryOptions({
    queryKey: queryKeys.leden.detail(mvmnummer),
    queryFn: ({ signal }) => getLid(mvmnummer, signal),
    // A refetch must never overwrite what someone is typing in the form on the same dossier.
    refetchOnWindowFocus: false,
    meta: { errorTitle: 'Error!' },
  });
