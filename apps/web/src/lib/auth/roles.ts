import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { roleSchema, type Role } from '@mvm/domain/auth/schemas';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

export type { Role };

/** Keyed by token, so the next user who logs in on this desk never sees the previous user's roles. */
export const rolesQueryOptions = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.auth.roles(token),
    queryFn: ({ signal }) => apiRequest('/v1/auth/whoami/roles', z.array(roleSchema), { signal }),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
