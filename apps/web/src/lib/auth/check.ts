import { queryOptions } from '@tanstack/react-query';
import { sessionCheckSchema } from '@mvm/domain/auth/schemas';
import { ApiError, apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';
import { isServerReachable } from '../server-status';
import { noteSessionUsername } from '../session';

export const SESSION_CHECK_INTERVAL_MS = 60_000;
/** Issue 27: while the server does not answer, the check asks this often, so work goes on as soon as it is back. */
export const UNREACHABLE_CHECK_INTERVAL_MS = 5_000;

/**
 * spec 1 §2: the session is checked at start and every 60 seconds. A check that fails is a failed session only
 * when the server answers 401 (the API client ends the session then); no answer at all is an outage, which
 * the shell shows while the page and its edits stay.
 */
export const sessionCheckQueryOptions = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.auth.check(token),
    queryFn: async ({ signal }) => {
      const check = await apiRequest('/v1/auth/check', sessionCheckSchema, { signal });
      if (token) noteSessionUsername(token, check.username);
      return check;
    },
    enabled: Boolean(token),
    refetchInterval: () => (isServerReachable() ? SESSION_CHECK_INTERVAL_MS : UNREACHABLE_CHECK_INTERVAL_MS),
    refetchIntervalInBackground: true,
    staleTime: 0,
    // One more try when the network hiccuped; an answer from the server counts at once.
    retry: (count, error) => !(error instanceof ApiError) && count < 1,
  });
