import { Badge, Group, ThemeIcon, Tooltip } from '@mantine/core';
import type { MemberStatus } from '@mvm/domain';
import {
  IconAlertTriangle,
  IconArrowBigUpLines,
  IconCircleCheck,
  IconCircleX,
  IconClockExclamation,
  IconCoinOff,
  type Icon,
} from '@tabler/icons-react';

// Badges never shrink into an ellipsis: a status must stay readable in a narrow table cell.
const NO_TRUNCATE = { root: { flexShrink: 0 }, label: { overflow: 'visible' } } as const;

// UX.md "state at a glance": one badge per status with one colour on every screen.
export const MEMBER_STATUS_COLOR: Record<MemberStatus, string> = {
  Actief: 'green',
  'Te Verlengen': 'orange',
  'Niet Actief': 'red',
};

// Colour is never the only signal (UX.md §7): every status also has its own icon beside its word.
const MEMBER_STATUS_ICON: Record<MemberStatus, Icon> = {
  Actief: IconCircleCheck,
  'Te Verlengen': IconClockExclamation,
  'Niet Actief': IconCircleX,
};

const ICON_SIZE = { sm: 12, md: 14, lg: 16 } as const;

const badgeIcon = (Icon: Icon, size: 'sm' | 'md' | 'lg') => (
  <Icon size={ICON_SIZE[size]} stroke={2.2} aria-hidden style={{ display: 'block' }} />
);

export function MemberStatusBadge({
  status,
  size = 'md',
}: {
  status: MemberStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Badge
      color={MEMBER_STATUS_COLOR[status]}
      variant="filled"
      size={size}
      radius="sm"
      tt="none"
      styles={NO_TRUNCATE}
      leftSection={badgeIcon(MEMBER_STATUS_ICON[status], size)}
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
        <Badge
          color="grape"
          variant="light"
          size={size}
          radius="sm"
          tt="none"
          styles={NO_TRUNCATE}
          leftSection={badgeIcon(IconCoinOff, size)}
        >
          Niet Betalen
        </Badge>
      ) : null}
      {flags.voorrang ? (
        <Badge
          color="blue"
          variant="light"
          size={size}
          radius="sm"
          tt="none"
          styles={NO_TRUNCATE}
          leftSection={badgeIcon(IconArrowBigUpLines, size)}
        >
          Voorrang
        </Badge>
      ) : null}
    </Group>
  );
}
