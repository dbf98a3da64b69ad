import { isAllowed, type RolePermissions } from './match';

/**
 * Household finances and national register numbers are only shown to users whose role allows
 * GET on this path (a permission, not a real route). Others get these fields omitted.
 */
export const SENSITIVE_DATA_PATH = '/v1/gevoelig';

export const canSeeSensitive = (roles: readonly RolePermissions[] | null | undefined): boolean =>
  isAllowed(roles, 'GET', SENSITIVE_DATA_PATH);
