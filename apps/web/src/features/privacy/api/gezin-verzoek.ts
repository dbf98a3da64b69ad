import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '@mvm/domain/leden/schemas';
import { privacyDossierSchema } from '@mvm/domain/privacy/schemas';
import { apiRequest, ApiError } from '../../../lib/api-client';
import { getStoredUser } from '../../../lib/session';
import { queryKeys } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';

/** GET /v1/privacy/dossiers?nummer=MVM12 (or E45): the family of a request, deleted dossiers too. */
export const gezinQueryOptions = (nummer: string) =>
  queryOptions({
    queryKey: queryKeys.privacy.dossier(nummer),
    queryFn: ({ signal }) =>
      apiRequest('/v1/privacy/dossiers', privacyDossierSchema, { signal, params: { nummer } }),
    enabled: nummer !== '',
    retry: false,
  });

/**
 * GET /v1/privacy/dossiers/{id}/export as a file (JSON or PDF). A download is not a JSON reply the app
 * parses, so it is fetched with the session's token and handed to the browser as a file.
 */
export async function downloadExport(dossierId: number, formaat: 'json' | 'pdf'): Promise<void> {
  const user = getStoredUser();
  const response = await fetch(`/v1/privacy/dossiers/${dossierId}/export?formaat=${formaat}`, {
    headers: user ? { Authorization: `Bearer ${user.token}` } : {},
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, response.statusText, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `gezin-${dossierId}.${formaat}`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

type EraseInput = { dossierId: number; reden: string };

/** POST /v1/privacy/dossiers/{id}/wissen: anonymise at once, with the reason. */
export function eraseGezin({ dossierId, reden }: EraseInput) {
  return apiRequest(`/v1/privacy/dossiers/${dossierId}/wissen`, okResponseSchema, {
    method: 'POST',
    body: { reden },
  });
}

export function useEraseGezin(mutationConfig?: MutationConfig<typeof eraseGezin>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: eraseGezin,
    onSuccess: async (...args) => {
      // The family is gone from every list: the member and one-off screens load again too.
      await queryClient.invalidateQueries({ queryKey: queryKeys.privacy.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.leden.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.punctuelehulp.all });
      await onSuccess?.(...args);
    },
  });
}
