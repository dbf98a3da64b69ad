import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useLogout } from '../../lib/auth/use-logout';
import { useStoredUser } from '../../lib/session';

/** spec 1 §2: the user's name with the entry 'Afmelden'. */
export function UserMenu() {
  const user = useStoredUser();
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
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
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          style={{ minHeight: 40 }}
        >
          Afmelden
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
