import { Checkbox, Group, Paper, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { kindGeslachtLabel } from '@mvm/domain/evenementen/rules';
import type { CheckInKind } from '../model/sinterklaas-kind';

type Props = { rows: CheckInKind[]; onChange: (index: number, change: Partial<CheckInKind>) => void };

const leeftijdLabel = (leeftijd: number | null) =>
  leeftijd === null ? 'onbekend' : String(leeftijd).replace('.', ',');

/**
 * spec 1 §2 Sinterklaas check-in: the children with Braaf, Komt, Naam, Leeftijd, Geslacht and Opmerking. A table
 * from a tablet up; on a phone (UX.md §8, issue 27) one card per child, so every column is read without
 * scrolling sideways.
 */
export function CheckInKinderen({ rows, onChange }: Props) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, {
    getInitialValueInEffect: false,
  });
  return phone ? (
    <KinderenCards rows={rows} onChange={onChange} />
  ) : (
    <KinderenTable rows={rows} onChange={onChange} />
  );
}

function KinderenTable({ rows, onChange }: Props) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label="Kinderen">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Braaf</Table.Th>
            <Table.Th>Komt</Table.Th>
            <Table.Th>Naam</Table.Th>
            <Table.Th>Leeftijd</Table.Th>
            <Table.Th>Geslacht</Table.Th>
            <Table.Th>Opmerking</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={`${r.naam}-${i}`}>
              <Table.Td>
                <Checkbox
                  size="lg"
                  aria-label={`${r.naam} braaf`}
                  checked={r.braaf}
                  onChange={(e) => onChange(i, { braaf: e.currentTarget.checked })}
                />
              </Table.Td>
              <Table.Td>
                <Checkbox
                  size="lg"
                  aria-label={`${r.naam} komt`}
                  checked={r.komt}
                  onChange={(e) => onChange(i, { komt: e.currentTarget.checked })}
                />
              </Table.Td>
              <Table.Td>{r.naam}</Table.Td>
              <Table.Td>{leeftijdLabel(r.leeftijd)}</Table.Td>
              <Table.Td>{kindGeslachtLabel(r.geslacht)}</Table.Td>
              <Table.Td>{r.opmerking}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function KinderenCards({ rows, onChange }: Props) {
  return (
    <Stack component="ul" aria-label="Kinderen" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((r, i) => (
        <Paper component="li" key={`${r.naam}-${i}`} withBorder radius="md" p="sm" aria-label={r.naam}>
          <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {r.naam}
          </Text>
          <Text>
            Leeftijd: {leeftijdLabel(r.leeftijd)} · Geslacht: {kindGeslachtLabel(r.geslacht) || 'onbekend'}
          </Text>
          {r.opmerking ? <Text style={{ overflowWrap: 'anywhere' }}>Opmerking: {r.opmerking}</Text> : null}
          <Group gap="xl" mt="xs">
            <Checkbox
              size="lg"
              label="Braaf"
              aria-label={`${r.naam} braaf`}
              checked={r.braaf}
              onChange={(e) => onChange(i, { braaf: e.currentTarget.checked })}
            />
            <Checkbox
              size="lg"
              label="Komt"
              aria-label={`${r.naam} komt`}
              checked={r.komt}
              onChange={(e) => onChange(i, { komt: e.currentTarget.checked })}
            />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
