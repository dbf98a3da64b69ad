import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type ConfirmDeleteModalProps = {
  /** Who or what is deleted, as the question names it. */
  name: string | undefined;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** spec 2 §8: 'Ben je zeker dat je {name} wil verwijderen?' with 'Verwijder' and 'Annuleren'. */
export function ConfirmDeleteModal({ name, busy, onConfirm, onClose }: ConfirmDeleteModalProps) {
  return (
    <Modal opened={name !== undefined} onClose={onClose} title="Ben je zeker?" centered>
      <Stack gap="lg">
        <Text>Ben je zeker dat je {name} wil verwijderen?</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            Annuleren
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            Verwijder
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
