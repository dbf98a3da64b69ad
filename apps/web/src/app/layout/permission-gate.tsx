import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { useMatches } from 'react-router';
import { canAny, usePermissions, type Permission } from '../../lib/auth/use-permission';
import { NoAccess } from './status-pages';

/** The permission a route declares in its `handle` (see router.tsx): a path, or paths of which any one will do. */
function requiredPermission(handle: unknown): Permission | undefined {
  if (typeof handle === 'object' && handle !== null && 'permission' in handle) {
    const { permission } = handle;
    if (typeof permission === 'string') return permission;
    if (Array.isArray(permission) && permission.every((p) => typeof p === 'string')) return permission;
  }
  return undefined;
}

/** An area typed into the address bar without permission shows a Dutch page instead of failing calls. */
export function PermissionGate({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const { can, isLoading } = usePermissions();
  const permission = matches.map((m) => requiredPermission(m.handle)).findLast(Boolean);
  if (!permission) return children;
  if (isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label="Laden" />
      </Center>
    );
  }
  return canAny(can, permission) ? children : <NoAccess />;
}
