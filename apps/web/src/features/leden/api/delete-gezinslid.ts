import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { invalidateLid } from './invalidate-lid';
import { checkDone, doneReply } from './save-reply';

export async function deleteGezinslid(mvmnummer: number, gezinslidId: number): Promise<void> {
  const reply = await apiRequest(`/v1/lid/${mvmnummer}/gezinslid/${gezinslidId}`, doneReply, {
    method: 'DELETE',
  });
  checkDone(reply, 'Verwijderen is niet gelukt');
}

export function useDeleteGezinslid({
  mvmnummer,
  mutationConfig,
}: {
  mvmnummer: number;
  mutationConfig?: MutationConfig<(gezinslidId: number) => Promise<void>>;
}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: (gezinslidId: number) => deleteGezinslid(mvmnummer, gezinslidId),
    onSuccess: async (...args) => {
      await invalidateLid(queryClient, mvmnummer);
      await onSuccess?.(...args);
    },
  });
}
