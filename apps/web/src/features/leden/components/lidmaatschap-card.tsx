import type { ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { membershipCardState } from '@mvm/domain';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { Lidmaatschap } from '../api/types';
import { LidmaatschapStateBadge } from './lidmaatschap-state-badge';

const jaNee = (value: boolean) => (value ? 'ja' : 'nee');

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}

type LidmaatschapCardProps = {
  lidmaatschap: Lidmaatschap;
  onEdit?: () => void;
  /** 'Print Lidkaart', only on the first card. */
  printButton?: ReactNode;
};

/** spec 2 §2 membership card: the period, the attest, early ending and its reason, the card state. */
export function LidmaatschapCard({ lidmaatschap: m, onEdit, printButton }: LidmaatschapCardProps) {
  const ended = m.vroegtijdigBeindigd;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`Lidmaatschap ${formatDate(m.start)} tot ${formatDate(m.eind)}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700} size="lg">
            {formatDate(m.start)} – {formatDate(m.eind)}
          </Text>
          <LidmaatschapStateBadge state={membershipCardState(m, new Date())} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Field label="Attest gezinssamenstelling inorde">{jaNee(m.gezinsSamenstellingInOrde)}</Field>
          <Field label="Vroegtijdig Beindigd">
            {jaNee(ended)}
            {ended && m.vroegtijdigBeindigdOp ? ` (${formatDateTime(m.vroegtijdigBeindigdOp)})` : ''}
          </Field>
          {ended ? <Field label="Reden">{m.redenenBeindiging || '—'}</Field> : null}
        </SimpleGrid>
        {/* spec 2 §2, §4: an ended membership cannot be edited or printed. */}
        {!ended && (onEdit || printButton) ? (
          <Group gap="sm">
            {printButton}
            {onEdit ? (
              <Button variant="default" leftSection={<IconPencil size={18} />} onClick={onEdit}>
                Bewerken
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
