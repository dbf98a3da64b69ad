import { NavLink, Skeleton, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { usePermissions } from '../../lib/auth/use-permission';
import { isMarktUser, useStoredUser } from '../../lib/session';
import { MARKT_SCAN_PATH, NAV_ITEMS, type NavItem } from './nav-items';

/** spec 1 §2/§6: Home plus every permitted area; the Markt user only has the market scan page. */
export function visibleNavItems(can: (verb: string, path: string) => boolean, markt: boolean): NavItem[] {
  if (markt) return NAV_ITEMS.filter((item) => item.to === MARKT_SCAN_PATH);
  return NAV_ITEMS.filter((item) => !item.permission || can('GET', item.permission));
}

type NavLinksProps = { onNavigate?: () => void };

export function NavLinks({ onNavigate }: NavLinksProps) {
  const user = useStoredUser();
  const { can, isLoading } = usePermissions();
  const { pathname } = useLocation();
  const markt = isMarktUser(user);

  return (
    <nav aria-label="Hoofdmenu">
      <Stack gap={4}>
        {isLoading && !markt
          ? Array.from({ length: 5 }, (_, i) => <Skeleton key={i} height={44} radius="md" />)
          : visibleNavItems(can, markt).map((item) => {
              const active = item.activeFor.some((prefix) => pathname.startsWith(prefix));
              return (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={item.label}
                  leftSection={<item.icon size={20} stroke={1.7} aria-hidden />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  variant="light"
                  styles={{
                    root: { minHeight: 44, borderRadius: 'var(--mantine-radius-md)' },
                    label: { fontSize: 15 },
                  }}
                />
              );
            })}
      </Stack>
    </nav>
  );
}
