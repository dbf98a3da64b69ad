import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  privacyDossierSchema,
  retentionRunResultSchema,
  retentionStatusSchema,
  type RetentionRunResult,
} from '@mvm/domain/privacy/schemas';
import { saveResponse } from '@mvm/domain/leden/schemas';
import { apiRequest, getList } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';

/** GET /v1/privacy/bewaartermijn: the period, the limit, the next and last run, how many are due. */
export const bewaartermijnQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.privacy.bewaartermijn(),
    queryFn: ({ signal }) => apiRequest('/v1/privacy/bewaartermijn', retentionStatusSchema, { signal }),
    meta: { errorTitle: 'Error!' },
  });

/** GET /v1/privacy/bewaartermijn/te-wissen: the dossiers due, oldest first (what a run would anonymise). */
export const teWissenQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.privacy.teWissen(page),
    queryFn: ({ signal }) =>
      getList('/v1/privacy/bewaartermijn/te-wissen', privacyDossierSchema, {
        signal,
        params: { page, page_size: 20 },
      }),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Error!' },
  });

const runReplySchema = saveResponse(retentionRunResultSchema);

/** POST /v1/privacy/bewaartermijn/uitvoeren, as a dry run (`proef`) or for real. */
export async function runBewaartermijn(
  proef: boolean,
): Promise<{ message: string; data: RetentionRunResult }> {
  return apiRequest('/v1/privacy/bewaartermijn/uitvoeren', runReplySchema, {
    method: 'POST',
    body: { proef },
  });
}

/** A run changes what is due, the dossiers and the log: every privacy query loads again. */
export function useRunBewaartermijn(mutationConfig?: MutationConfig<typeof runBewaartermijn>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: runBewaartermijn,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.privacy.all });
      await onSuccess?.(...args);
    },
  });
}
