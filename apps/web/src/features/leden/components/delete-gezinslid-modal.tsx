import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { showSuccessNotice } from '../../../components/alerts/notices';
import { useDeleteGezinslid } from '../api/delete-gezinslid';
import type { Gezinslid } from '../api/types';

type DeleteGezinslidModalProps = {
  mvmnummer: number;
  lid: Gezinslid | undefined;
  /** The name as the table shows it ('Kind 2' for a child without a first name). */
  naam: string;
  opened: boolean;
  onClose: () => void;
};

/** spec 2 §2, §8: 'Ben je zeker?' / 'Ben je zeker dat je {name} wil verwijderen?' with Verwijder and Annuleren. */
export function DeleteGezinslidModal({ mvmnummer, lid, naam, opened, onClose }: DeleteGezinslidModalProps) {
  const remove = useDeleteGezinslid({
    mvmnummer,
    mutationConfig: {
      meta: { errorTitle: 'Error bij opslaan!' },
      onSuccess: () => {
        showSuccessNotice('Verwijderd', `${naam} is verwijderd.`);
        onClose();
      },
    },
  });

  return (
    <Modal opened={opened && Boolean(lid)} onClose={onClose} title="Ben je zeker?" centered>
      <Stack gap="lg">
        <Text>Ben je zeker dat je {naam} wil verwijderen?</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending} data-autofocus>
            Annuleren
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => lid && remove.mutate(lid.ID)}>
            Verwijder
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
