import { queryOptions, useQuery } from '@tanstack/react-query';
import { runtimeConfigSchema, type RuntimeConfig } from '@mvm/domain/system/schemas';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

export type { RuntimeConfig };

export const runtimeConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.config(),
    queryFn: ({ signal }) => apiRequest('/config.json', runtimeConfigSchema, { signal, auth: false }),
    staleTime: Infinity,
  });

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQueryOptions());
}
