import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

type OrderButtonsProps = {
  /** Names the entry for a screen reader: 'Item Trui' → 'Item Trui omhoog'. */
  name: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
};

/** 'omhoog' / 'omlaag': reordering by keyboard or click, one place at a time (no dragging needed). */
export function OrderButtons({ name, first, last, busy, onMove }: OrderButtonsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size={40}
        aria-label={`${name} omhoog`}
        disabled={first || busy}
        onClick={() => onMove(-1)}
      >
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size={40}
        aria-label={`${name} omlaag`}
        disabled={last || busy}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
