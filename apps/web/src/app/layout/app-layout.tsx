import {
  AppShell,
  Box,
  Burger,
  Group,
  Loader,
  ScrollArea,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeartHandshake } from '@tabler/icons-react';
import { Link, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useReturnToKeptWork } from '../../components/unsaved-changes/use-return-to-kept-work';
import { useSessionCheck } from '../../lib/auth/use-session-check';
import { NavLinks } from './nav-links';
import { PermissionGate } from './permission-gate';
import { ServerUnreachableBanner } from './server-unreachable-banner';
import { StagingBadge } from './staging-badge';
import { UserMenu } from './user-menu';
import { PAGE_BACKGROUND } from '../theme';

/** UX.md "one shell": the same header, navbar and spacing around every screen. */
export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const navigation = useNavigation();
  useSessionCheck();
  useReturnToKeptWork();

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="sm"
      styles={{ main: { background: PAGE_BACKGROUND } }}
    >
      {/* A new screen starts at the top; Back restores where the user was. */}
      <ScrollRestoration />
      <a href="#inhoud" className="skip-link">
        Naar de inhoud
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="md"
              aria-label="Menu openen of sluiten"
              // UX.md §7: a 44 px target on a phone, with gloves on at the market door.
              style={{ width: 44, height: 44 }}
            />
            {/* Named as it reads (WCAG 2.5.3), also on a phone where only the logo shows. */}
            <UnstyledButton
              component={Link}
              to="/home"
              aria-label="MVM Backoffice"
              style={{ minHeight: 44, minWidth: 44, display: 'flex', alignItems: 'center' }}
            >
              <Group gap={10} wrap="nowrap">
                <ThemeIcon size={36} radius="xl" aria-hidden>
                  <IconHeartHandshake size={22} />
                </ThemeIcon>
                <Text fw={700} size="lg" visibleFrom="xs">
                  MVM Backoffice
                </Text>
              </Group>
            </UnstyledButton>
            <StagingBadge />
            {navigation.state === 'loading' ? <Loader size="sm" aria-label="Laden" /> : null}
          </Group>
          <UserMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        {/* Issue 27: an administrator's seventeen entries are taller than 800 px; the list scrolls. The padding
            inside it keeps a focused entry's outline in view. */}
        <AppShell.Section grow component={ScrollArea} type="auto">
          <Box p="sm">
            <NavLinks onNavigate={close} />
          </Box>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Box id="inhoud" maw={1400} mx="auto" tabIndex={-1} style={{ outline: 'none' }}>
          <PermissionGate>
            <Outlet />
          </PermissionGate>
        </Box>
        <ServerUnreachableBanner />
      </AppShell.Main>
    </AppShell>
  );
}
