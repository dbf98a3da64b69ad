import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { gebruikersQueryOptions, type User } from '../api/get-gebruikers';
import { useDeleteGebruiker } from '../api/save-gebruiker';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { GebruikerModal } from './gebruiker-modal';
import { GebruikersTable } from './gebruikers-table';

/** spec 2 §2: the users with their USB keys; create, change and delete (beyond the spec, DESIGN.md). */
export function GebruikersTab() {
  const gebruikers = useQuery(gebruikersQueryOptions());
  const [editing, setEditing] = useState<{ gebruiker: User | undefined } | null>(null);
  const [deleting, setDeleting] = useState<User | undefined>();
  const remove = useDeleteGebruiker({
    meta: { errorTitle: 'Error bij opslaan!' },
    onSuccess: (_, user) => {
      notifications.show({ color: 'green', title: 'Verwijderd', message: `${user.name} is verwijderd.` });
    },
    onSettled: () => setDeleting(undefined),
  });

  return (
    <>
      <Group justify="space-between" mb="md">
        <Text c="dimmed" size="sm">
          Wie het back office mag gebruiken, met welke rollen, en wie zich met een USB-sleutel kan aanmelden.
        </Text>
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => setEditing({ gebruiker: undefined })}
        >
          Nieuwe gebruiker
        </Button>
      </Group>
      {gebruikers.isPending ? (
        <Paper withBorder radius="md" p="md" aria-busy>
          <Stack gap="sm">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={24} />
            ))}
          </Stack>
        </Paper>
      ) : (
        <GebruikersTable
          rows={gebruikers.data ?? []}
          onEdit={(gebruiker) => setEditing({ gebruiker })}
          onDelete={setDeleting}
        />
      )}
      <GebruikerModal
        opened={editing !== null}
        gebruiker={editing?.gebruiker}
        onClose={() => setEditing(null)}
      />
      <ConfirmDeleteModal
        name={deleting?.name}
        busy={remove.isPending}
        onConfirm={() => deleting && !remove.isPending && remove.mutate(deleting)}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
