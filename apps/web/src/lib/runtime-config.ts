import { queryOptions, useQuery } from '@tanstack/react-query';
import { runtimeConfigSchema, type RuntimeConfigWire } from '@mvm/domain/system/config-schema';
import { apiRequest } from './api-client';
import { configKey } from './query-keys/config';

/** `GET /config.json`: where the printers, scanner and eID reader are, and whether this is staging. */
export type RuntimeConfig = RuntimeConfigWire;

export const runtimeConfigQueryOptions = () =>
  queryOptions({
    queryKey: configKey(),
    // zod/mini: the login page's first load stays without zod's full API.
    queryFn: ({ signal }) => apiRequest('/config.json', runtimeConfigSchema, { signal, auth: false }),
    staleTime: Infinity,
  });

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQueryOptions());
}
