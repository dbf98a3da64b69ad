import { queryOptions } from '@tanstack/react-query';
import { roleSchema, type Role } from '@mvm/domain/auth/schemas';
import { getList } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { Role };

/** GET /v1/beheer/rollen: the roles to pick from and to manage. */
export const rollenQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.gebruikers.rollen(),
    queryFn: async ({ signal }) => (await getList('/v1/beheer/rollen', roleSchema, { signal })).rows,
    meta: { errorTitle: 'Error!' },
  });
