import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { ageInYears } from '@mvm/domain';
import { usePermissions } from '../../../lib/auth/use-permission';
import type { Dossier, Gezinslid } from '../api/types';
import { DeleteGezinslidModal } from './delete-gezinslid-modal';
import { GezinslidModal } from './gezinslid-modal';
import { displayNames, relatieLabel } from './gezinslid-labels';

type GezinTabProps = { mvmnummer: number; dossier: Dossier };

/** spec 2 §2 Family tab: the household members; the head cannot be edited or deleted here. */
export function GezinTab({ mvmnummer, dossier }: GezinTabProps) {
  const { can } = usePermissions();
  // The member stays set while a dialog closes, so its title does not change during the animation.
  const [editing, setEditing] = useState<{ lid?: Gezinslid; opened: boolean }>({ opened: false });
  const [deleting, setDeleting] = useState<{ lid?: Gezinslid; opened: boolean }>({ opened: false });
  const leden = dossier.gezin.leden;
  const names = displayNames(leden);
  const head = leden.find((l) => l.gezinsHoofd);
  const base = `/v1/lid/${mvmnummer}/gezinslid`;
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
              const naam = names.get(lid.ID) ?? '';
              const age = ageInYears(lid.geboortedatum, now);
              const label = [naam, lid.achternaam].filter(Boolean).join(' ');
              return (
                <Table.Tr key={lid.ID}>
                  <Table.Td>{naam}</Table.Td>
                  <Table.Td>{lid.achternaam}</Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      {relatieLabel(lid.type)}
                      {lid.gezinsHoofd ? (
                        <Badge variant="light" size="sm" tt="none">
                          Gezinshoofd
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{age === null ? 'onbekend' : age}</Table.Td>
                  <Table.Td>{lid.geslacht ?? 'onbekend'}</Table.Td>
                  <Table.Td>
                    {lid.gezinsHoofd ? null : (
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Tooltip label="Bewerken">
                          <ActionIcon
                            variant="light"
                            aria-label={`${label} bewerken`}
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
                            aria-label={`${label} verwijderen`}
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
          Nog geen andere gezinsleden. Voeg de kinderen en de partner toe met "Gezinslid Toevoegen".
        </Text>
      ) : null}
      <GezinslidModal
        mvmnummer={mvmnummer}
        lid={editing.lid}
        familienaam={head?.achternaam ?? ''}
        opened={editing.opened}
        onClose={() => setEditing((e) => ({ ...e, opened: false }))}
      />
      <DeleteGezinslidModal
        mvmnummer={mvmnummer}
        lid={deleting.lid}
        opened={deleting.opened}
        naam={
          deleting.lid ? [names.get(deleting.lid.ID), deleting.lid.achternaam].filter(Boolean).join(' ') : ''
        }
        onClose={() => setDeleting((d) => ({ ...d, opened: false }))}
      />
    </Paper>
  );
}
