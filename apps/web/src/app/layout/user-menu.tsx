import { useState } from 'react';
import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconKey, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { ChangePasswordModal } from '../../features/auth/components/change-password-modal';
import { useLogout } from '../../lib/auth/use-logout';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useStoredUser } from '../../lib/session';

/**
 * spec 1 §2: the user's name with the entry 'Afmelden' (and 'Wachtwoord wijzigen' and the running version,
 * beyond the spec: a volunteer reporting a problem can read which release the server runs).
 */
export function UserMenu() {
  const user = useStoredUser();
  const version = useRuntimeConfig().data?.version;
  const logout = useLogout();
  const [passwordOpen, setPasswordOpen] = useState(false);
  return (
    <>
      <Menu position="bottom-end" width={220} shadow="md">
        <Menu.Target>
          <Button
            variant="subtle"
            color="dark"
            h={44}
            leftSection={<IconUserCircle size={22} aria-hidden />}
            rightSection={<IconChevronDown size={16} aria-hidden />}
            aria-label={`Gebruikersmenu van ${user?.name ?? ''}`}
          >
            <Text span inherit truncate maw={{ base: 110, sm: 240 }}>
              {user?.name}
            </Text>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconKey size={18} aria-hidden />}
            onClick={() => setPasswordOpen(true)}
            style={{ minHeight: 40 }}
          >
            Wachtwoord wijzigen
          </Menu.Item>
          <Menu.Item
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            style={{ minHeight: 40 }}
          >
            Afmelden
          </Menu.Item>
          {version ? (
            <>
              <Menu.Divider />
              <Menu.Label>Versie {version}</Menu.Label>
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordModal opened={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  );
}
