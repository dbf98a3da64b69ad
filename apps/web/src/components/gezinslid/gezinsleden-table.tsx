import type { ReactNode } from 'react';
import { ActionIcon, Badge, Group, Table, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { ageInYears } from '@mvm/domain';
import type { Gezinslid } from '@mvm/domain/leden/schemas';
import { relatieLabel } from './gezinslid-labels';

type GezinsledenTableProps = {
  leden: readonly Gezinslid[];
  /** The first names as the table shows them ('Kind 2' for a child without one), from displayNames. */
  names: ReadonlyMap<number, string>;
  /** Whether a row gets the Bewerken and Verwijderen buttons. */
  hasActions: (lid: Gezinslid) => boolean;
  canEdit: (lid: Gezinslid) => boolean;
  canDelete: (lid: Gezinslid) => boolean;
  onEdit: (lid: Gezinslid) => void;
  onDelete: (lid: Gezinslid) => void;
  /** How a known age reads in the Leeftijd column. */
  formatAge?: (age: number) => ReactNode;
  /** Text transform of the 'Gezinshoofd' badge; Mantine's default when undefined. */
  headBadgeTt?: 'none';
};

/** spec 2 §2: the household members table of the member and one-off areas. */
export function GezinsledenTable({
  leden,
  names,
  hasActions,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  formatAge = (age) => age,
  headBadgeTt,
}: GezinsledenTableProps) {
  const now = new Date();
  return (
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
                      <Badge variant="light" size="sm" tt={headBadgeTt}>
                        Gezinshoofd
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>{age === null ? 'onbekend' : formatAge(age)}</Table.Td>
                <Table.Td>{lid.geslacht ?? 'onbekend'}</Table.Td>
                <Table.Td>
                  {hasActions(lid) ? (
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {/* Issue 27 item 8: only the actions the roles allow. */}
                      {canEdit(lid) ? (
                        <Tooltip label="Bewerken">
                          <ActionIcon
                            variant="light"
                            aria-label={`${label} bewerken`}
                            onClick={() => onEdit(lid)}
                          >
                            <IconPencil size={20} />
                          </ActionIcon>
                        </Tooltip>
                      ) : null}
                      {canDelete(lid) ? (
                        <Tooltip label="Verwijderen">
                          <ActionIcon
                            variant="light"
                            color="red"
                            aria-label={`${label} verwijderen`}
                            onClick={() => onDelete(lid)}
                          >
                            <IconTrash size={20} />
                          </ActionIcon>
                        </Tooltip>
                      ) : null}
                    </Group>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
