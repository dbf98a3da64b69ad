import {
  gezinslidSchema,
  okResponseSchema,
  saveResponse,
  type GezinslidSaveInput,
} from '@mvm/domain/leden/schemas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';

const responseSchema = saveResponse(gezinslidSchema);
const base = (caseId: number) => `/v1/punctuelehulp/${caseId}/gezinslid`;

/** POST /v1/punctuelehulp/{id}/gezinslid, or PUT .../{memberId} when the member has an ID (spec 2 §7). */
export async function saveGezinslid(caseId: number, lid: GezinslidSaveInput) {
  const reply = lid.ID
    ? await apiRequest(`${base(caseId)}/${lid.ID}`, responseSchema, { method: 'PUT', body: lid })
    : await apiRequest(`${base(caseId)}/`, responseSchema, { method: 'POST', body: lid });
  return reply.data;
}

/** DELETE /v1/punctuelehulp/{id}/gezinslid/{memberId}. */
export const deleteGezinslid = (caseId: number, memberId: number) =>
  apiRequest(`${base(caseId)}/${memberId}`, okResponseSchema, { method: 'DELETE' });

/** A case's household members show in its dossier and, by count and name, in the one-off list. */
const invalidateCase = (queryClient: QueryClient, caseId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.punctuelehulp.detail(caseId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.punctuelehulp.lists() }),
  ]);

export function useSaveGezinslid({
  caseId,
  mutationConfig,
}: {
  caseId: number;
  mutationConfig?: MutationConfig<(lid: GezinslidSaveInput) => ReturnType<typeof saveGezinslid>>;
}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: (lid: GezinslidSaveInput) => saveGezinslid(caseId, lid),
    onSuccess: async (...args) => {
      await invalidateCase(queryClient, caseId);
      await onSuccess?.(...args);
    },
  });
}

export function useDeleteGezinslid({
  caseId,
  mutationConfig,
}: {
  caseId: number;
  mutationConfig?: MutationConfig<(memberId: number) => Promise<unknown>>;
}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: (memberId: number) => deleteGezinslid(caseId, memberId),
    onSuccess: async (...args) => {
      await invalidateCase(queryClient, caseId);
      await onSuccess?.(...args);
    },
  });
}
