import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconHistory } from '@tabler/icons-react';
import type { OnthaalRow } from '@mvm/domain/onthaal/schemas';

/**
 * spec 1 §2 Reception: warning when a control flag is set, tick Actief, history Te Verlengen, cross Niet
 * Actief. The icon has its meaning as its accessible name (colour is never the only signal).
 */
export function OnthaalStatusIcon({
  row,
}: {
  row: Pick<OnthaalRow, 'controle' | 'status' | 'redenControle'>;
}) {
  const [Icon, color, label] = row.controle
    ? [IconAlertTriangle, 'orange', `Controle${row.redenControle ? `: ${row.redenControle}` : ''}`]
    : row.status === 'Actief'
      ? [IconCircleCheck, 'green', 'Actief']
      : row.status === 'Te Verlengen'
        ? [IconHistory, 'orange', 'Te Verlengen']
        : [IconCircleX, 'red', 'Niet Actief'];
  return (
    <Tooltip label={label}>
      <ThemeIcon color={color} variant="light" radius="xl" size="lg" role="img" aria-label={label}>
        <Icon size={20} aria-hidden />
      </ThemeIcon>
    </Tooltip>
  );
}
