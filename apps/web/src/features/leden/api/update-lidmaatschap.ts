import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lidmaatschapSchema, type LidmaatschapRow } from '@mvm/domain/leden/schemas';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { invalidateLid } from './invalidate-lid';
import { savedData, savedReply } from './save-reply';

export type LidmaatschapChanges = Pick<
  LidmaatschapRow,
  'start' | 'eind' | 'gezinsSamenstellingInOrde' | 'vroegtijdigBeindigd' | 'redenenBeindiging'
>;

/** PUT /v1/lid/{id}/lidmaatschap/{mid}: edit the dates and switch, or end early with a reason. */
export async function updateLidmaatschap(
  mvmnummer: number,
  lidmaatschapId: number,
  changes: LidmaatschapChanges,
): Promise<LidmaatschapRow> {
  const path = `/v1/lid/${mvmnummer}/lidmaatschap/${lidmaatschapId}`;
  const reply = await apiRequest(path, savedReply(lidmaatschapSchema), { method: 'PUT', body: changes });
  return savedData(reply);
}

export function useUpdateLidmaatschap({
  mvmnummer,
  lidmaatschapId,
  mutationConfig,
}: {
  mvmnummer: number;
  lidmaatschapId: number;
  mutationConfig?: MutationConfig<(changes: LidmaatschapChanges) => Promise<LidmaatschapRow>>;
}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: (changes: LidmaatschapChanges) => updateLidmaatschap(mvmnummer, lidmaatschapId, changes),
    onSuccess: async (...args) => {
      await invalidateLid(queryClient, mvmnummer);
      await onSuccess?.(...args);
    },
  });
}
