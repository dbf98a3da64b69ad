import { queryOptions } from '@tanstack/react-query';
import { dossierSchema } from '@mvm/domain/leden/schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/punctuelehulp/{id}: the same key and parser as the household form, so both share one copy. */
export const caseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.punctuelehulp.detail(id),
    queryFn: ({ signal }) => apiRequest(`/v1/punctuelehulp/${id}`, dossierSchema, { signal }),
    enabled: id > 0,
    refetchOnWindowFocus: false,
    staleTime: 0,
  });
