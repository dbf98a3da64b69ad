import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ageInYears } from '@mvm/domain';
import type { Gezinslid } from '@mvm/domain/lid/schemas';
import { usePermissions } from '../../../lib/auth/use-permission';
import { caseQueryOptions } from '../api/get-case';
import { deleteGezinslid } from '../api/gezinslid';
import { displayNames, relatieLabel } from './gezinslid-labels';
import { GezinslidModal } from './gezinslid-modal';

type Dialog = { lid?: Gezinslid; opened: boolean };

/** spec 2 §2 one-off details 'Gezin': the household members of the case; the head is edited in Informatie. */
export function PunctueleGezinTab({ caseId }: { caseId: number }) {
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const query = useQuery(caseQueryOptions(caseId));
  const [editing, setEditing] = useState<Dialog>({ opened: false });
  const [deleting, setDeleting] = useState<Dialog>({ opened: false });
  const base = `/v1/punctuelehulp/${caseId}/gezinslid`;
  const remove = useMutation({
    mutationFn: (memberId: number) => deleteGezinslid(caseId, memberId),
    meta: { errorTitle: 'Error bij opslaan!' },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: caseQueryOptions(caseId).queryKey });
      notifications.show({ color: 'green', title: 'Verwijderd', message: 'Het gezinslid is verwijderd.' });
      setDeleting((d) => ({ ...d, opened: false }));
    },
  });

  if (query.isPending) return <Skeleton height={220} radius="md" />;
  if (!query.data) return <Text c="red">Het gezin kon niet geladen worden.</Text>;

  const leden = query.data.gezin.leden;
  const names = displayNames(leden);
  const head = leden.find((l) => l.gezinsHoofd);
  const nameOf = (lid: Gezinslid) => [names.get(lid.ID), lid.achternaam].filter(Boolean).join(' ');
  const now = new Date();

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3">
          Gezin
        </Title>
        <Button
          leftSection={<IconPlus size={18} />}
          onClick={() => setEditing({ opened: true })}
          disabled={!can('POST', base)}
        >
          Gezinslid Toevoegen
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label="Gezinsleden" verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Voornaam</Table.Th>
              <Table.Th>Famillienaam</Table.Th>
              <Table.Th>Soort relatie</Table.Th>
              <Table.Th>Leeftijd</Table.Th>
              <Table.Th>Geslacht</Table.Th>
              <Table.Th>
                <VisuallyHidden>Acties</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {leden.map((lid) => {
              const age = ageInYears(lid.geboortedatum, now);
              return (
                <Table.Tr key={lid.ID}>
                  <Table.Td>{names.get(lid.ID)}</Table.Td>
                  <Table.Td>{lid.achternaam}</Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      {relatieLabel(lid.type)}
                      {lid.gezinsHoofd ? (
                        <Badge variant="light" size="sm">
                          Gezinshoofd
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{age === null ? 'onbekend' : `${age} jaar`}</Table.Td>
                  <Table.Td>{lid.geslacht ?? 'onbekend'}</Table.Td>
                  <Table.Td>
                    {/* spec 2 §6: the head of family cannot be edited or deleted here. */}
                    {lid.gezinsHoofd ? null : (
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Tooltip label="Bewerken">
                          <ActionIcon
                            variant="light"
                            aria-label={`${nameOf(lid)} bewerken`}
                            disabled={!can('PUT', `${base}/${lid.ID}`)}
                            onClick={() => setEditing({ lid, opened: true })}
                          >
                            <IconPencil size={20} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Verwijderen">
                          <ActionIcon
                            variant="light"
                            color="red"
                            aria-label={`${nameOf(lid)} verwijderen`}
                            disabled={!can('DELETE', `${base}/${lid.ID}`)}
                            onClick={() => setDeleting({ lid, opened: true })}
                          >
                            <IconTrash size={20} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
