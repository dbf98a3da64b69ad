import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';

/**
 * A change to a user or a role: both lists load again (a renamed or deleted role shows in the users'
 * list too), then the screen's own `onSuccess` runs.
 */
export function useGebruikersMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  mutationConfig?: MutationConfig<(variables: TVariables) => Promise<TData>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.gebruikers.all });
      await onSuccess?.(...args);
    },
  });
}
