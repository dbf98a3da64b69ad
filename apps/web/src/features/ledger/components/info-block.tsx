import type { ReactNode } from 'react';
import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { KlantLid } from '@mvm/domain/ledger/schemas';
import type { HouseholdLine } from '../model/household-lines';

export type InfoBlockProps = {
  lid: KlantLid;
  lines: HouseholdLine[];
  /** The editable fields on the right: remark, special food. */
  children: ReactNode;
  /** Extra content under the household (the soap-house totals). */
  extra?: ReactNode;
  /** One column (beside the rows, see DeskColumns) instead of the household and the fields side by side. */
  narrow?: boolean;
};

/**
 * spec 1 §2 info block: postcode and municipality, the household (newest first) and the remark. Status,
 * 'Niet Betalen', the head and the number are in the household header above it.
 */
export function InfoBlock({ lid, lines, children, extra, narrow }: InfoBlockProps) {
  return (
    <Paper withBorder radius="md" p="md" mb="md">
      <SimpleGrid cols={narrow ? 1 : { base: 1, md: 2 }} spacing={narrow ? 'sm' : 'lg'}>
        <Stack gap={6}>
          <Text size="sm">
            <Text span fw={600}>
              Woonplaats:{' '}
            </Text>
            {[lid.gezin.postcode, lid.gezin.gemeente].filter(Boolean).join(' ') || 'onbekend'}
          </Text>
          <Title order={2} size="h5">
            Gezin
          </Title>
          <List size="sm" spacing={2} listStyleType="none" aria-label="Gezinsleden" p={0}>
            {lines.map((line) => (
              <List.Item key={line.ID}>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" ff="monospace">
                    {line.text}
                  </Text>
                  {line.jarig ? (
                    <Badge color="grape" variant="filled" size="sm" tt="none">
                      jarig
                    </Badge>
                  ) : null}
                  {line.luiers ? (
                    <Badge color="blue" variant="light" size="sm" tt="none">
                      Luiers
                    </Badge>
                  ) : null}
                </Group>
              </List.Item>
            ))}
          </List>
          {extra}
        </Stack>
        <Stack gap="sm">{children}</Stack>
      </SimpleGrid>
    </Paper>
  );
}
