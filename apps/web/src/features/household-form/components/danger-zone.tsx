import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

type DangerZoneProps = {
  /** The head's first and last name: the modal's title (spec 2 §2). */
  name: string;
  deleting: boolean;
  onDelete: () => Promise<unknown>;
};

/** spec 2 §2 'danger zone': a modal titled with the head's name that offers 'Verwijder Gezin'. */
export function DangerZone({ name, deleting, onDelete }: DangerZoneProps) {
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder radius="md" p="lg" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Group justify="space-between" gap="md">
        <Stack gap={2}>
          <Text fw={700} c="red.8">
            Gevarenzone
          </Text>
          <Text size="sm" c="dimmed">
            Het volledige gezin verwijderen. Dit kan niet ongedaan gemaakt worden.
          </Text>
        </Stack>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={18} />}
          onClick={() => setOpen(true)}
        >
          Gezin verwijderen…
        </Button>
      </Group>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={
          <Text fw={700} size="lg">
            {name || 'Gezin'}
          </Text>
        }
        centered
      >
        <Stack gap="lg">
          <Text>
            Ben je zeker dat je het gezin van <strong>{name || 'deze persoon'}</strong> wil verwijderen? Alle
            gegevens van dit dossier gaan verloren.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)} data-autofocus>
              Annuleren
            </Button>
            <Button
              color="red"
              leftSection={<IconTrash size={18} />}
              loading={deleting}
              disabled={deleting}
              onClick={() =>
                void onDelete().then(
                  () => setOpen(false),
                  () => undefined,
                )
              }
            >
              Verwijder Gezin
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
