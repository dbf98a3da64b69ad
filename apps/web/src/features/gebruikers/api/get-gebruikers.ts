import { queryOptions } from '@tanstack/react-query';
import type { User } from '@mvm/domain/gebruikers/schemas';
import { getList } from '../../../lib/api-client';

export type { User };

export const gebruikersQueryKey = ['gebruikers', 'list'] as const;

/** GET /v1/beheer/gebruikers (spec 2 §7): every user with username, name, roles and keys. */
export const gebruikersQueryOptions = () =>
  queryOptions({
    queryKey: gebruikersQueryKey,
    queryFn: async ({ signal }) => (await getList<User>('/v1/beheer/gebruikers', { signal })).rows,
    meta: { errorTitle: 'Error!' },
  });
