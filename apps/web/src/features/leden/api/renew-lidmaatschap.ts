import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lidmaatschapSchema, type LidmaatschapRow } from '@mvm/domain/leden/schemas';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { invalidateLid } from './invalidate-lid';
import { savedData, savedReply } from './save-reply';

/** spec 2 §4 Verlengen: the server derives the new period (DESIGN.md renewal rule). */
export async function renewLidmaatschap(mvmnummer: number): Promise<LidmaatschapRow> {
  const reply = await apiRequest(`/v1/lid/${mvmnummer}/lidmaatschap`, savedReply(lidmaatschapSchema), {
    method: 'POST',
    body: {},
  });
  return savedData(reply);
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
