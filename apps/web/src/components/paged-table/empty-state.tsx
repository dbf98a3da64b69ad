import type { ReactNode } from 'react';
import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type EmptyStateProps = { title?: string; children?: ReactNode };

/** react-admin habit: an empty list is its own component and says what to do next. */
export function EmptyState({ title = 'Geen resultaten', children }: EmptyStateProps) {
  return (
    <Stack align="center" gap={6} py="xl" px="md">
      <ThemeIcon variant="light" size={44} radius="xl" aria-hidden>
        <IconSearch size={22} />
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" ta="center">
        {children ?? 'Probeer een andere zoekterm of kijk de schrijfwijze na.'}
      </Text>
    </Stack>
  );
}
