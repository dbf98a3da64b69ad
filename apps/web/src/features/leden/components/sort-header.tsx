import { Group, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { LedenOrder, LedenSortField } from '../api/get-leden';

type SortHeaderProps = {
  label: string;
  field: LedenSortField;
  /** The current order; the default `MVMNummer desc` counts as the member number descending. */
  order: string;
  onSort: (order: LedenOrder) => void;
};

function direction(order: string, field: LedenSortField): 'asc' | 'desc' | null {
  const [current, dir] = order === 'MVMNummer desc' ? ['mvmnummerFormatted', 'desc'] : order.split(' ');
  // `order` passed useLedenSearchParams' ORDER pattern: '<field> asc|desc'.
  return current === field ? (dir as 'asc' | 'desc') : null;
}

/** A column title that sorts the list; a second click turns the direction around. */
export function SortHeader({ label, field, order, onSort }: SortHeaderProps) {
  const dir = direction(order, field);
  const Icon = dir === 'asc' ? IconArrowUp : dir === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={() => onSort(`${field} ${dir === 'desc' ? 'asc' : 'desc'}`)}
      title={dir === 'desc' ? 'Oplopend sorteren' : 'Aflopend sorteren'}
      fz="sm"
      style={{ minHeight: 40, fontWeight: 700, textAlign: 'left' }}
    >
      <Group gap={4} wrap="nowrap">
        {label}
        <Icon size={16} aria-hidden style={{ opacity: dir ? 1 : 0.4 }} />
      </Group>
    </UnstyledButton>
  );
}
