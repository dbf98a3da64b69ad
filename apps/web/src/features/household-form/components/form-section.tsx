import type { ReactNode } from 'react';
import { Group, Paper, Stack, Title } from '@mantine/core';

type FormSectionProps = { title: string; icon?: ReactNode; actions?: ReactNode; children: ReactNode };

/** One titled card of the household form; the heading names the region for screen readers. */
export function FormSection({ title, icon, actions, children }: FormSectionProps) {
  const id = `sectie-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {icon}
            <Title order={2} size="h4" id={id}>
              {title}
            </Title>
          </Group>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
