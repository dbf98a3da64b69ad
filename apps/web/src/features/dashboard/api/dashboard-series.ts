import { queryOptions } from '@tanstack/react-query';
import { dagTellingSchema, dagTypeTellingSchema, maandTellingSchema } from '@mvm/domain/dashboard/schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// Every load asks again (staleTime 0 by default): a package given a minute ago shows up on the next visit.

/** spec 1 §2 'Voeding': packages per day, the last 90 days. */
export const voedingPerDagQuery = () =>
  queryOptions({
    queryKey: queryKeys.dashboard.voedingPerDag(),
    queryFn: ({ signal }) => apiRequest('/v1/dashboard/voeding/90days', dagTellingSchema, { signal }),
  });

/** spec 1 §2 'Voeding per type': date → food type → count. */
export const voedingPerTypeQuery = () =>
  queryOptions({
    queryKey: queryKeys.dashboard.voedingPerType(),
    queryFn: ({ signal }) => apiRequest('/v1/dashboard/voeding/type', dagTypeTellingSchema, { signal }),
  });

/** spec 1 §2 'Zeephuisje': packages per month, the last 6 months. */
export const zeephuisjePerMaandQuery = () =>
  queryOptions({
    queryKey: queryKeys.dashboard.zeephuisjePerMaand(),
    queryFn: ({ signal }) => apiRequest('/v1/dashboard/zeephuisje/6months', maandTellingSchema, { signal }),
  });
