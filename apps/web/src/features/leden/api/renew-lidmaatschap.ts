import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lidmaatschapSchema, type LidmaatschapRow } from '@mvm/domain/leden/schemas';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { invalidateLid } from './invalidate-lid';
import { parseSaveReply } from './save-reply';

/** spec 2 §4 Verlengen: the server derives the new period (DESIGN.md renewal rule). */
export async function renewLidmaatschap(mvmnummer: number): Promise<LidmaatschapRow> {
  const reply = await apiRequest<unknown>(`/v1/lid/${mvmnummer}/lidmaatschap`, { method: 'POST', body: {} });
  return parseSaveReply(lidmaatschapSchema, reply);
}

export function useRenewLidmaatschap({
  mvmnummer,
  mutationConfig,
}: {
  mvmnummer: number;
  mutationConfig?: MutationConfig<(_: void) => Promise<LidmaatschapRow>>;
}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: () => renewLidmaatschap(mvmnummer),
    onSuccess: async (...args) => {
      await invalidateLid(queryClient, mvmnummer);
      await onSuccess?.(...args);
    },
  });
}
