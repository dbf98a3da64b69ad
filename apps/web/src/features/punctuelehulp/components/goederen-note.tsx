import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';

/** The goods of a one-off case come with the ledgers work (its own issue). */
export function GoederenNote() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" py="md">
        <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
          <IconPackage size={28} />
        </ThemeIcon>
        <Title order={2} size="h3">
          Goederen
        </Title>
        <Text c="dimmed" ta="center" maw={480}>
          Het registreren van goederen voor eenmalige hulp komt samen met de registers van materiaal en
          voeding. Tot dan kan je hier nog geen goederen registreren.
        </Text>
      </Stack>
    </Paper>
  );
}
