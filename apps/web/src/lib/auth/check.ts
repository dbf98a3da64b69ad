import { queryOptions } from '@tanstack/react-query';
import { sessionCheckSchema } from '@mvm/domain/auth/schemas';
import { ApiError, apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

export const SESSION_CHECK_INTERVAL_MS = 60_000;

/** spec 1 §2: the session is checked at start and every 60 seconds. */
export const sessionCheckQueryOptions = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.auth.check(token),
    queryFn: ({ signal }) => apiRequest('/v1/auth/check', sessionCheckSchema, { signal }),
    enabled: Boolean(token),
    refetchInterval: SESSION_CHECK_INTERVAL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    // One more try when the network hiccuped; an answer from the server counts at once.
    retry: (count, error) => !(error instanceof ApiError) && count < 1,
  });
