import type { ReactNode } from 'react';
import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

function StatusPage({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Center py={60}>
      <Paper withBorder p="xl" radius="md" maw={520}>
        <Stack gap="md" align="center" ta="center">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{text}</Text>
          {action}
        </Stack>
      </Paper>
    </Center>
  );
}

const homeButton = (
  <Button component={Link} to="/home">
    Naar Home
  </Button>
);

export function NoAccess() {
  return (
    <StatusPage
      title="Geen toegang"
      text="Je hebt geen toegang tot dit onderdeel. Vraag het aan een beheerder als je het nodig hebt."
      action={homeButton}
    />
  );
}

export function NotFound() {
  return (
    <StatusPage
      title="Pagina niet gevonden"
      text="Deze pagina bestaat niet. Kies een onderdeel in het menu."
      action={homeButton}
    />
  );
}

/** Route error boundary: also catches a page that could not be loaded after an update of the app. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <StatusPage
      title="Er ging iets mis"
      text="Deze pagina kon niet geladen worden. Herlaad de pagina; lukt het dan nog niet, meld het aan een beheerder."
      action={<Button onClick={() => window.location.reload()}>Pagina herladen</Button>}
    />
  );
}

export function PageLoader() {
  return (
    <Center h="100vh">
      <Loader aria-label="Laden" />
    </Center>
  );
}
