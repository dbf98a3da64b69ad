import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backupMadeSchema, backupStatusSchema } from '@mvm/domain/backups/schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';

/** GET /v1/beheer/back-ups (issue 25): the last backup, the warning, the schedule and the files kept. */
export const backupStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.backups.status(),
    queryFn: ({ signal }) => apiRequest('/v1/beheer/back-ups', backupStatusSchema, { signal }),
    // A backup under way finishes on its own: look again until it has.
    refetchInterval: (query) => (query.state.data?.bezig ? 2000 : false),
    meta: { errorTitle: 'Error!' },
  });

/** POST /v1/beheer/back-ups: a backup now, made by the server. */
export const makeBackup = () => apiRequest('/v1/beheer/back-ups', backupMadeSchema, { method: 'POST' });

export function useMakeBackup(mutationConfig?: MutationConfig<typeof makeBackup>) {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: makeBackup,
    // Also after a failure: the failed attempt is on the card now.
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.backups.status() });
      await onSettled?.(...args);
    },
  });
}
