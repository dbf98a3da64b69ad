import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

export type LedgerPagerProps = {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Names the list for screen readers: 'Kleding'. */
  label: string;
  disabled?: boolean;
};

/** spec 1 §2, spec 2 §2: each list is paged with Vorige and Volgende (at least one page). */
export function LedgerPager({ page, total, pageSize, onPage, label, disabled }: LedgerPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" gap="sm" px="sm" py={6} wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 0
          ? 'Nog niets geregistreerd'
          : `Pagina ${Math.min(page, pages)} van ${pages} · ${total} rijen`}
      </Text>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={18} />}
          disabled={disabled || page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label={`Vorige pagina ${label}`}
        >
          Vorige
        </Button>
        <Button
          variant="default"
          rightSection={<IconChevronRight size={18} />}
          disabled={disabled || page >= pages}
          onClick={() => onPage(page + 1)}
          aria-label={`Volgende pagina ${label}`}
        >
          Volgende
        </Button>
      </Group>
    </Group>
  );
}
