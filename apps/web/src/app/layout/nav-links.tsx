import { NavLink, Skeleton, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { canAny, usePermissions } from '../../lib/auth/use-permission';
import { isMarktUser, useStoredUser } from '../../lib/session';
import { MARKT_SCAN_PATH, NAV_ITEMS, type NavItem } from './nav-items';

/** spec 1 §2/§6: Home plus every permitted area; the Markt user only has the market scan page. */
export function visibleNavItems(can: (verb: string, path: string) => boolean, markt: boolean): NavItem[] {
  if (markt) return NAV_ITEMS.filter((item) => item.to === MARKT_SCAN_PATH);
  return NAV_ITEMS.filter((item) => !item.permission || canAny(can, item.permission));
}

/**
 * The one entry the page belongs to: the longest `activeFor` prefix that matches, so '/rapporten/verlengen'
 * lights 'Te verlengen' and not 'Rapporten' as well (issue 11).
 */
export function activeNavItem(items: NavItem[], pathname: string): NavItem | undefined {
  let best: { item: NavItem; length: number } | undefined;
  for (const item of items) {
    for (const prefix of item.activeFor) {
      if (pathname.startsWith(prefix) && (!best || prefix.length > best.length))
        best = { item, length: prefix.length };
    }
  }
  return best?.item;
}

type NavLinksProps = { onNavigate?: () => void };

export function NavLinks({ onNavigate }: NavLinksProps) {
  const user = useStoredUser();
  const { can, isLoading } = usePermissions();
  const { pathname } = useLocation();
  const markt = isMarktUser(user);
  const items = visibleNavItems(can, markt);
  const current = activeNavItem(items, pathname);

  return (
    <nav aria-label="Hoofdmenu">
      <Stack gap={4}>
        {isLoading && !markt
          ? Array.from({ length: 5 }, (_, i) => <Skeleton key={i} height={44} radius="md" />)
          : items.map((item) => {
              const active = item === current;
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
