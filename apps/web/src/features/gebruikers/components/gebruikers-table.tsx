import { Button, Group, Paper, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { EmptyState } from '../../../components/paged-table/empty-state';
import type { User } from '../api/get-gebruikers';
import { UsbKeyButton } from './usb-key-button';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

type GebruikersTableProps = {
  rows: User[];
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
};

/** spec 2 §2: 'Ja: {n} sleutel(s) bekend' or 'Nee'. */
export const usbLoginText = (user: User) =>
  user.webauthnCredentials.length > 0 ? `Ja: ${user.webauthnCredentials.length} sleutel(s) bekend` : 'Nee';

/** spec 2 §2: Gebruikersnaam, Naam, USB Login, Opties (all users on one page: a charity has a few dozen). */
export function GebruikersTable({ rows, onEdit, onDelete }: GebruikersTableProps) {
  if (rows.length === 0) {
    return (
      <Paper withBorder radius="md">
        <EmptyState title="Nog geen gebruikers">Maak een gebruiker aan met 'Nieuwe gebruiker'.</EmptyState>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={900}>
        <Table aria-label="Gebruikers" verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Gebruikersnaam</Table.Th>
              <Table.Th>Naam</Table.Th>
              <Table.Th style={NOWRAP}>USB Login</Table.Th>
              {/* As narrow as its buttons: the names get the rest of the width. */}
              <Table.Th w={1}>Opties</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((user) => (
              <Table.Tr key={user.ID}>
                <Table.Td fw={600}>{user.username}</Table.Td>
                {/* A long name wraps, so the table never scrolls sideways at 1280 px (issue 7). */}
                <Table.Td>{user.name}</Table.Td>
                {/* Wraps too ('Ja: 1 sleutel(s)' / 'bekend'): with a key the nowrap text pushed the buttons out. */}
                <Table.Td>
                  <Text size="sm" c={user.webauthnCredentials.length > 0 ? 'teal.9' : 'gray.7'}>
                    {usbLoginText(user)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <UsbKeyButton gebruiker={user} />
                    <Button
                      size="sm"
                      h={40}
                      variant="default"
                      leftSection={<IconPencil size={16} aria-hidden />}
                      aria-label={`${user.name} wijzigen`}
                      onClick={() => onEdit(user)}
                    >
                      Wijzigen
                    </Button>
                    <Button
                      size="sm"
                      h={40}
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      aria-label={`${user.name} verwijderen`}
                      onClick={() => onDelete(user)}
                    >
                      Verwijderen
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
