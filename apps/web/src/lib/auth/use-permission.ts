import { useQuery } from '@tanstack/react-query';
import { isAllowed } from '@mvm/domain';
import { useStoredUser } from '../session';
import { rolesQueryOptions } from './roles';

/** The user's roles plus `can(verb, path)`; without a stored user every check is false (spec 1 §6). */
export function usePermissions() {
  const user = useStoredUser();
  const roles = useQuery(rolesQueryOptions(user?.token));
  const data = user ? roles.data : undefined;
  return {
    roles: data,
    isLoading: Boolean(user) && roles.isPending,
    isError: roles.isError,
    can: (verb: string, path: string) => isAllowed(data, verb, path),
  };
}

/** `usePermission('GET', '/v1/materiaal/klant')`: may the current user make this call? */
export function usePermission(verb: string, path: string): boolean {
  return usePermissions().can(verb, path);
}

/** A screen's permission: one path, or several of which any one will do (the catalogue: any desk's). */
export type Permission = string | readonly string[];

/** GET allowed on the path, or on any of the paths. */
export function canAny(can: (verb: string, path: string) => boolean, permission: Permission): boolean {
  return typeof permission === 'string' ? can('GET', permission) : permission.some((p) => can('GET', p));
}
