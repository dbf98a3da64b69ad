import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconHelpCircle } from '@tabler/icons-react';
import { formatEuro, type PovertyLine } from '@mvm/domain';

const LOOK = {
  ja: { label: 'Ja', color: 'orange', Icon: IconAlertCircle },
  nee: { label: 'Nee', color: 'green', Icon: IconCircleCheck },
  Misschien: { label: 'Misschien', color: 'gray', Icon: IconHelpCircle },
} as const;

/** spec 2 §5, §9: under the poverty line? ja / nee / 'Misschien' (no known income), with the threshold. */
export function PovertyIndicator({ line }: { line: PovertyLine }) {
  const look = LOOK[line.result];
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)" aria-live="polite">
      <Stack gap={6}>
        <Group gap="sm">
          <Text fw={600}>Onder de armoedegrens:</Text>
          <Badge
            size="lg"
            color={look.color}
            variant="light"
            leftSection={<look.Icon size={16} aria-hidden />}
            data-testid="armoedegrens"
          >
            {look.label}
          </Badge>
        </Group>
        <Text size="sm">
          Grens voor dit gezin: <strong>{formatEuro(line.threshold)}</strong> per maand (factor{' '}
          {line.factor.toLocaleString('nl-BE')})
        </Text>
        <Text size="sm" c="dimmed">
          Gekend inkomen: {formatEuro(line.income)}
          {line.result === 'Misschien' ? ' — vul het inkomen in om het te weten' : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
