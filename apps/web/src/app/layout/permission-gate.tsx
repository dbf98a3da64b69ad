import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { useMatches } from 'react-router';
import { usePermissions } from '../../lib/auth/use-permission';
import { NoAccess } from './status-pages';

/** The permission a route declares in its `handle` (see router.tsx). */
function requiredPermission(handle: unknown): string | undefined {
  if (typeof handle === 'object' && handle !== null && 'permission' in handle) {
    return typeof handle.permission === 'string' ? handle.permission : undefined;
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
  return can('GET', permission) ? children : <NoAccess />;
}
