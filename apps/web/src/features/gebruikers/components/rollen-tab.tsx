import { useState } from 'react';
import { Button, Code, Group, Paper, Skeleton, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/paged-table/empty-state';
import { rollenQueryOptions, type Role } from '../api/get-rollen';
import { useDeleteRol } from '../api/save-rol';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { RolModal } from './rol-modal';

/** The roles: list, 'Nieuwe rol', change and delete (a role still given to a user answers 409). */
export function RollenTab() {
  const rollen = useQuery(rollenQueryOptions());
  const [editing, setEditing] = useState<{ rol: Role | undefined } | null>(null);
  const [deleting, setDeleting] = useState<Role | undefined>();
  const remove = useDeleteRol({
    meta: { errorTitle: 'Error bij opslaan!' },
    onSuccess: (_, rol) => {
      notifications.show({
        color: 'green',
        title: 'Verwijderd',
        message: `De rol ${rol.name} is verwijderd.`,
      });
    },
    onSettled: () => setDeleting(undefined),
  });

  return (
    <>
      <Group justify="space-between" mb="md">
        <Text c="dimmed" size="sm">
          Een rol bepaalt welke schermen en acties een gebruiker mag gebruiken.
        </Text>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setEditing({ rol: undefined })}
        >
          Nieuwe rol
        </Button>
      </Group>
      <Paper withBorder radius="md">
        {rollen.isPending ? (
          <Stack3 />
        ) : (rollen.data ?? []).length === 0 ? (
          <EmptyState title="Nog geen rollen">Maak een rol aan met 'Nieuwe rol'.</EmptyState>
        ) : (
          <Table aria-label="Rollen" verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Naam</Table.Th>
                <Table.Th>Acties</Table.Th>
                <Table.Th>Paden</Table.Th>
                <Table.Th w={1}>Opties</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(rollen.data ?? []).map((rol) => (
                <Table.Tr key={rol.ID}>
                  <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {rol.name}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {rol.verbs.map((verb) => (verb === '*' ? 'alles' : verb)).join(' · ')}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {rol.endpoints.map((endpoint) => (
                        <Code key={endpoint}>{endpoint}</Code>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="sm"
                        h={40}
                        variant="default"
                        leftSection={<IconPencil size={16} aria-hidden />}
                        aria-label={`Rol ${rol.name} wijzigen`}
                        onClick={() => setEditing({ rol })}
                      >
                        Wijzigen
                      </Button>
                      <Button
                        size="sm"
                        h={40}
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={16} aria-hidden />}
                        aria-label={`Rol ${rol.name} verwijderen`}
                        onClick={() => setDeleting(rol)}
                      >
                        Verwijderen
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <RolModal opened={editing !== null} rol={editing?.rol} onClose={() => setEditing(null)} />
      <ConfirmDeleteModal
        name={deleting ? `de rol ${deleting.name}` : undefined}
        busy={remove.isPending}
        onConfirm={() => deleting && !remove.isPending && remove.mutate(deleting)}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}

function Stack3() {
  return (
    <Group p="md" gap="sm" aria-hidden>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={20} />
      ))}
    </Group>
  );
}
