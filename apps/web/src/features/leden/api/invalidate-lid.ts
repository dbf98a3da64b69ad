import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** After any change to a member: its dossier and tabs, and the member lists (name, status, counts). */
export const invalidateLid = (queryClient: QueryClient, mvmnummer: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.leden.detail(mvmnummer) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.leden.lists() }),
  ]);
