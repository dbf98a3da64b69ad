import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** `GET /config.json`: where the printers, scanner and eID reader are, and whether this is staging. */
export type RuntimeConfig = {
  staging: boolean;
  zoho: boolean;
  printers: Record<string, string>;
  eidReaderUrl?: string;
  scannerUrl?: string;
};

export const runtimeConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.config(),
    queryFn: ({ signal }) => apiRequest<RuntimeConfig>('/config.json', { signal, auth: false }),
    staleTime: Infinity,
  });

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQueryOptions());
}
