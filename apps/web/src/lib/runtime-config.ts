import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { runtimeConfigSchema } from '@mvm/domain/system/schemas';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** `GET /config.json`: where the printers, scanner and eID reader are, and whether this is staging. */
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const runtimeConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.config(),
    queryFn: async ({ signal }) => {
      // Loaded with the call, so zod stays out of the first load of /login.
      const { runtimeConfigSchema } = await import('@mvm/domain/system/schemas');
      return apiRequest('/config.json', runtimeConfigSchema, { signal, auth: false });
    },
    staleTime: Infinity,
  });

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQueryOptions());
}
