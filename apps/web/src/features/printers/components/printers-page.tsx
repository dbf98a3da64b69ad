import {
  Accordion,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconPrinter, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { showPrintSentNotice } from '../../../components/alerts/notices';
import { PageHeader } from '../../../components/page-header/page-header';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { isMountedAgent } from '../../../lib/printing/print-agent';
import { formatDateTime } from '../../../lib/format';
import { queryKeys } from '../../../lib/query-keys';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import {
  agentTitle,
  previewImageQueryOptions,
  previewsQueryOptions,
  printAgentsOf,
  printerStatusQueryOptions,
  printJobsQueryOptions,
  useReprint,
  type PrintAgentEntry,
} from '../api/printer-admin';
import { agentToken } from '../api/agent-token';
import { AgentTokenForm } from './agent-token-form';

function PrinterState({ url }: { url: string }) {
  const status = useQuery(printerStatusQueryOptions(url));
  if (status.isPending) return <Loader size="sm" aria-label="Printer wordt gecontroleerd" />;
  if (status.isError)
    return (
      <Badge color="red" variant="light" tt="none">
        Printservice niet bereikbaar: {errorMessage(status.error)}
      </Badge>
    );
  const s = status.data;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Badge color={s.bereikbaar ? 'green' : 'red'} variant="filled" tt="none">
          {s.bereikbaar ? 'Bereikbaar' : 'Niet bereikbaar'}
        </Badge>
        <Text size="sm">Printer: {s.printer}</Text>
      </Group>
      <Text size="sm">Laatste succes: {s.laatsteSucces ? formatDateTime(s.laatsteSucces) : 'nog geen'}</Text>
      <Text size="sm">
        Laatste fout:{' '}
        {s.laatsteFout ? `${formatDateTime(s.laatsteFout.tijd)} — ${s.laatsteFout.melding}` : 'geen'}
      </Text>
    </Stack>
  );
}

function JobLog({ url }: { url: string }) {
  const jobs = useQuery(printJobsQueryOptions(url));
  const reprint = useReprint();
  if (jobs.isPending) return <Loader size="sm" aria-label="Printlijst wordt geladen" />;
  if (jobs.isError) return <Text c="red.8">{errorMessage(jobs.error)}</Text>;
  if (jobs.data.length === 0) return <Text c="dimmed">Nog geen tickets.</Text>;
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped aria-label={`Printlijst ${url}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tijd</Table.Th>
            <Table.Th>Balie</Table.Th>
            <Table.Th>Ticket</Table.Th>
            <Table.Th>Lid</Table.Th>
            <Table.Th>Uitkomst</Table.Th>
            <Table.Th>Opnieuw</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.data.slice(0, 50).map((job) => (
            <Table.Tr key={`${job.id}-${job.herdrukbaar}`}>
              <Table.Td>{formatDateTime(job.tijd)}</Table.Td>
              <Table.Td>{job.balie}</Table.Td>
              <Table.Td>{job.endpoint}</Table.Td>
              <Table.Td>{job.mvmNummer ?? ''}</Table.Td>
              <Table.Td>
                <Text size="sm" c={job.status === 'ok' ? undefined : 'red.8'}>
                  {job.status === 'ok' ? job.melding : `Mislukt: ${job.melding}`}
                </Text>
              </Table.Td>
              <Table.Td>
                {job.herdrukbaar ? (
                  <Button
                    size="xs"
                    leftSection={<IconPrinter size={16} />}
                    loading={reprint.isPending && reprint.variables.id === job.id}
                    aria-label={`Opnieuw afdrukken ${job.endpoint} ${job.mvmNummer ?? ''}`.trim()}
                    onClick={() =>
                      reprint.mutate(
                        { url, id: job.id },
                        {
                          onSuccess: () => showPrintSentNotice(),
                          onError: (error) => void showErrorAlert('Print error!', errorMessage(error)),
                        },
                      )
                    }
                  >
                    Opnieuw afdrukken
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The ticket's picture; the agent inside the API wants the session, which an <img> does not send. */
function PreviewImage({ url, file, name }: { url: string; file: string; name: string }) {
  const picture = useQuery(previewImageQueryOptions(url, file));
  useEffect(() => {
    const src = picture.data;
    return () => {
      if (src) URL.revokeObjectURL(src);
    };
  }, [picture.data]);
  return picture.data ? <Image src={picture.data} alt={`Afdrukvoorbeeld ${name}`} maw={300} /> : null;
}

function Previews({ url }: { url: string }) {
  const previews = useQuery(previewsQueryOptions(url));
  if (previews.isPending) return <Loader size="sm" aria-label="Voorbeelden worden geladen" />;
  if (previews.isError) return <Text c="red.8">{errorMessage(previews.error)}</Text>;
  if (previews.data.length === 0) return <Text c="dimmed">Deze printer bewaart geen voorbeelden.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      {previews.data.slice(0, 12).map((p) => (
        <Card key={p.naam} withBorder padding="sm">
          <Text size="xs" c="dimmed">
            {p.tijd ? formatDateTime(p.tijd) : p.naam}
          </Text>
          {p.png ? <PreviewImage url={url} file={p.png} name={p.naam} /> : null}
          <pre
            style={{ fontSize: 12, whiteSpace: 'pre', overflowX: 'auto', margin: 0 }}
            aria-label={`Ticket ${p.naam}`}
            tabIndex={0}
          >
            {p.tekst}
          </pre>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function AgentCard({ agent }: { agent: PrintAgentEntry }) {
  const status = useQuery(printerStatusQueryOptions(agent.url));
  // A printer host answers 401 without its token (the agent inside the API checks the session instead).
  const locked =
    !isMountedAgent(agent.url) && status.error instanceof ApiError && status.error.status === 401;
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {agentTitle(agent.url)}
        </Title>
        <Text size="sm">
          Balies: {agent.desks.join(', ')}
          <Text span size="sm" c="dimmed">
            {` · adres ${agent.url}`}
          </Text>
        </Text>
        {locked ? (
          <AgentTokenForm url={agent.url} wrong={agentToken(agent.url) !== null} />
        ) : (
          <AgentDetails url={agent.url} />
        )}
      </Stack>
    </Card>
  );
}

function AgentDetails({ url }: { url: string }) {
  return (
    <>
      <PrinterState url={url} />
      <Accordion multiple defaultValue={['jobs']} variant="separated">
        <Accordion.Item value="jobs">
          <Accordion.Control>Printlijst</Accordion.Control>
          <Accordion.Panel>
            <JobLog url={url} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="previews">
          <Accordion.Control>Voorbeelden (zonder printer)</Accordion.Control>
          <Accordion.Panel>
            <Previews url={url} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </>
  );
}

/** Printing you can trust (issue 9): every printer's state, its job log with reprint, and the previews. */
export function PrintersPage() {
  const config = useRuntimeConfig();
  const queryClient = useQueryClient();
  const agents = config.data ? printAgentsOf(config.data) : [];
  return (
    <>
      <PageHeader
        title="Printers"
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} />}
            onClick={() => void queryClient.invalidateQueries({ queryKey: queryKeys.printers.all })}
          >
            Vernieuwen
          </Button>
        }
      />
      {config.isError ? <Alert color="red">{errorMessage(config.error)}</Alert> : null}
      <Stack gap="md">
        {agents.map((agent) => (
          <AgentCard key={agent.url} agent={agent} />
        ))}
      </Stack>
    </>
  );
}
