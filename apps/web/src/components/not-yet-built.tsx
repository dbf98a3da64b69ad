import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PageHeader } from './page-header/page-header';

type NotYetBuiltProps = { title: string; backTo?: string };

/** A plain page inside the shell for an area whose own issue is not built yet. */
export function NotYetBuilt({ title, backTo }: NotYetBuiltProps) {
  return (
    <>
      <PageHeader title={title} backTo={backTo} />
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="sm" py="lg">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconTools size={30} />
          </ThemeIcon>
          <Title order={2} size="h3">
            Dit deel wordt nog gebouwd
          </Title>
          <Text c="dimmed" ta="center" maw={460}>
            Binnenkort kan je hier verder werken.
          </Text>
        </Stack>
      </Paper>
    </>
  );
}
