import { Badge, Group, ThemeIcon, Tooltip } from '@mantine/core';
import type { MemberStatus } from '@mvm/domain';
import { IconAlertTriangle } from '@tabler/icons-react';

// Badges never shrink into an ellipsis: a status must stay readable in a narrow table cell.
const NO_TRUNCATE = { root: { flexShrink: 0 }, label: { overflow: 'visible' } } as const;

// UX.md "state at a glance": one badge per status with one colour on every screen.
export const MEMBER_STATUS_COLOR: Record<MemberStatus, string> = {
  Actief: 'green',
  'Te Verlengen': 'orange',
  'Niet Actief': 'red',
};

export function MemberStatusBadge({
  status,
  size = 'md',
}: {
  status: MemberStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Badge
      color={MEMBER_STATUS_COLOR[status] ?? 'gray'}
      variant="filled"
      size={size}
      radius="sm"
      tt="none"
      styles={NO_TRUNCATE}
    >
      {status}
    </Badge>
  );
}

/** The warning icon for 'controle' with its reason on hover (and for screen readers). */
export function ControleWarning({ reden, size = 28 }: { reden?: string | null; size?: number }) {
  const label = reden?.trim() ? `Controle: ${reden.trim()}` : 'Controle';
  return (
    <Tooltip label={label} multiline maw={320} withArrow events={{ hover: true, focus: true, touch: true }}>
      <ThemeIcon
        color="yellow.7"
        variant="light"
        size={size}
        radius="xl"
        role="img"
        aria-label={label}
        tabIndex={0}
      >
        <IconAlertTriangle size={Math.round(size * 0.65)} />
      </ThemeIcon>
    </Tooltip>
  );
}

export type MemberFlags = {
  status?: MemberStatus | null;
  controle?: boolean | null;
  redenControle?: string | null;
  nietBetalen?: boolean | null;
  voorrang?: boolean | null;
};

/** Status, controle warning, 'Niet Betalen' and 'Voorrang' in one row: the same on every desk. */
export function MemberStatusBadges({
  flags,
  size = 'md',
}: {
  flags: MemberFlags;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Group gap={6} wrap="wrap" style={{ rowGap: 4 }}>
      {flags.status ? <MemberStatusBadge status={flags.status} size={size} /> : null}
      {flags.controle ? <ControleWarning reden={flags.redenControle} size={size === 'lg' ? 32 : 26} /> : null}
      {flags.nietBetalen ? (
        <Badge color="grape" variant="light" size={size} radius="sm" tt="none" styles={NO_TRUNCATE}>
          Niet Betalen
        </Badge>
      ) : null}
      {flags.voorrang ? (
        <Badge color="blue" variant="light" size={size} radius="sm" tt="none" styles={NO_TRUNCATE}>
          Voorrang
        </Badge>
      ) : null}
    </Group>
  );
}
