import { useState } from 'react';
import { showSuccessNotice } from '../../../components/alerts/notices';
import { Button, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Gezinslid } from '@mvm/domain/leden/schemas';
import { GezinHeader } from '../../../components/gezinslid/gezin-header';
import { GezinsledenTable } from '../../../components/gezinslid/gezinsleden-table';
import { displayNames } from '../../../components/gezinslid/gezinslid-labels';
import { usePermissions } from '../../../lib/auth/use-permission';
import { caseQueryOptions } from '../api/get-case';
import { useDeleteGezinslid } from '../api/gezinslid';
import { GezinslidModal } from './gezinslid-modal';

type Dialog = { lid?: Gezinslid; opened: boolean };

/** spec 2 §2 one-off details 'Gezin': the household members of the case; the head is edited in Informatie. */
export function PunctueleGezinTab({ caseId }: { caseId: number }) {
  const { can } = usePermissions();
  const query = useQuery(caseQueryOptions(caseId));
  const [editing, setEditing] = useState<Dialog>({ opened: false });
  const [deleting, setDeleting] = useState<Dialog>({ opened: false });
  const base = `/v1/punctuelehulp/${caseId}/gezinslid`;
  const remove = useDeleteGezinslid({
    caseId,
    mutationConfig: {
      meta: { errorTitle: 'Error bij opslaan!' },
      onSuccess: () => {
        showSuccessNotice('Verwijderd', 'Het gezinslid is verwijderd.');
        setDeleting((d) => ({ ...d, opened: false }));
      },
    },
  });

  if (query.isPending) return <Skeleton height={220} radius="md" />;
  if (!query.data) return <Text c="red">Het gezin kon niet geladen worden.</Text>;

  const leden = query.data.gezin.leden;
  const names = displayNames(leden);
  const head = leden.find((l) => l.gezinsHoofd);
  const nameOf = (lid: Gezinslid) => [names.get(lid.ID), lid.achternaam].filter(Boolean).join(' ');

  return (
    <Paper withBorder radius="md" p="md">
      <GezinHeader onAdd={() => setEditing({ opened: true })} canAdd={can('POST', base)} />
      {/* spec 2 §6: the head of family cannot be edited or deleted here. */}
      <GezinsledenTable
        leden={leden}
        names={names}
        hasActions={(lid) => !lid.gezinsHoofd}
        canEdit={(lid) => can('PUT', `${base}/${lid.ID}`)}
        canDelete={(lid) => can('DELETE', `${base}/${lid.ID}`)}
        onEdit={(lid) => setEditing({ lid, opened: true })}
        onDelete={(lid) => setDeleting({ lid, opened: true })}
        formatAge={(age) => `${age} jaar`}
      />
      {leden.length <= 1 ? (
        <Text c="dimmed" size="sm" ta="center" mt="md">
          Nog geen andere gezinsleden. Voeg de kinderen en de partner toe met ‘Gezinslid Toevoegen’.
        </Text>
      ) : null}
      <GezinslidModal
        caseId={caseId}
        lid={editing.lid}
        familienaam={head?.achternaam ?? ''}
        opened={editing.opened}
        onClose={() => setEditing((e) => ({ ...e, opened: false }))}
      />
      <Modal
        opened={deleting.opened && Boolean(deleting.lid)}
        onClose={() => setDeleting((d) => ({ ...d, opened: false }))}
        title="Ben je zeker?"
        centered
      >
        <Stack gap="lg">
          <Text>Ben je zeker dat je {deleting.lid ? nameOf(deleting.lid) : ''} wil verwijderen?</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => setDeleting((d) => ({ ...d, opened: false }))}
              disabled={remove.isPending}
              data-autofocus
            >
              Annuleren
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => deleting.lid && remove.mutate(deleting.lid.ID)}
            >
              Verwijder
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
