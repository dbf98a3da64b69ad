import { Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { LoginForm } from './login-form';

export function LoginPage() {
  const config = useRuntimeConfig();
  useEffect(() => {
    document.title = 'Aanmelden · MVM';
  }, []);
  return (
    <Center mih="100vh" p="md" bg="var(--app-page-bg)">
      <Paper withBorder shadow="sm" radius="lg" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Group gap="sm" justify="center">
            <ThemeIcon size={48} radius="xl" aria-hidden>
              <IconHeartHandshake size={28} />
            </ThemeIcon>
          </Group>
          <Stack gap={4} ta="center">
            <Title order={1} size="h2">
              MVM Backoffice
            </Title>
            <Text c="dimmed">Meld je aan om verder te gaan.</Text>
            {config.data?.staging ? (
              <Text c="orange.9" fw={600}>
                Testomgeving: gegevens hier zijn niet echt.
              </Text>
            ) : null}
          </Stack>
          <LoginForm />
        </Stack>
      </Paper>
    </Center>
  );
}
