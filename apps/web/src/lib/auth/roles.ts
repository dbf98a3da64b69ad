import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** One role of `GET /v1/auth/whoami/roles` (spec 1 §6). */
export type Role = { ID: number; name: string; verbs: string[]; endpoints: string[] };

/** Keyed by token, so the next user who logs in on this desk never sees the previous user's roles. */
export const rolesQueryOptions = (token: string | undefined) =>
  queryOptions({
    queryKey: ['auth', 'roles', token],
    queryFn: ({ signal }) => apiRequest<Role[]>('/v1/auth/whoami/roles', { signal }),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
