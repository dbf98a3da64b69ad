import { queryOptions } from '@tanstack/react-query';
import { userSchema, type User } from '@mvm/domain/gebruikers/schemas';
import { getList } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { User };

/** GET /v1/beheer/gebruikers (spec 2 §7): every user with username, name, roles and keys. */
export const gebruikersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.gebruikers.list(),
    queryFn: async ({ signal }) => (await getList('/v1/beheer/gebruikers', userSchema, { signal })).rows,
    meta: { errorTitle: 'Error!' },
  });
