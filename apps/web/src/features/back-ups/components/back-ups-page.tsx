import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDatabaseExport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTimeBE } from '@mvm/domain';
import { BACKUP_WARNING_HOURS } from '@mvm/domain/backups/status';
import type { BackupStatus } from '@mvm/domain/backups/schemas';
import { showSuccessNotice } from '../../../components/alerts/notices';
import { backupStatusQueryOptions, useMakeBackup } from '../api/back-ups';

const megabytes = new Intl.NumberFormat('nl-BE', {
  style: 'unit',
  unit: 'megabyte',
  maximumFractionDigits: 1,
});
export const formatSize = (bytes: number | null) =>
  bytes === null ? '–' : megabytes.format(bytes / 1_000_000);

const TRIGGER: Record<string, string> = {
  planning: 'gepland',
  knop: 'met de knop',
  opdrachtregel: 'npm run backup',
};

function LastBackup({ status }: { status: BackupStatus }) {
  const last = status.laatste;
  if (!last) return <Text>Er is nog geen back-up gemaakt.</Text>;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={600}>Laatste back-up: {formatDateTimeBE(last.gestart)}</Text>
        <Badge color={last.resultaat === 'ok' ? 'green' : 'red'} variant="light">
          {last.resultaat === 'ok' ? 'gelukt' : 'mislukt'}
        </Badge>
      </Group>
      <Text size="sm">
        {last.resultaat === 'ok'
          ? `${last.bestand ?? ''} · ${formatSize(last.grootte)} · ${last.versleuteld ? 'versleuteld' : 'niet versleuteld'}`
          : (last.melding ?? '')}
      </Text>
      <Text size="sm" c="dimmed">
        Aanleiding: {TRIGGER[last.aanleiding] ?? last.aanleiding}
        {last.gebruiker ? ` (${last.gebruiker})` : ''}
      </Text>
    </Stack>
  );
}

/** Issue 25: the last backup, a warning when the last good one is too old, a button, and the files kept. */
export function BackUpsPage() {
  const status = useQuery(backupStatusQueryOptions());
  const make = useMakeBackup({
    meta: { errorTitle: 'Error!' },
    onSuccess: (reply) => showSuccessNotice('Back-up gemaakt', reply.message),
  });
  const s = status.data;
  const busy = make.isPending || s?.bezig === true;

  return (
    <Stack gap="md" maw={960}>
      <Title order={1}>Back-ups</Title>
      {s?.teOud ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Geen recente back-up" role="alert">
          {s.laatsteGoede
            ? `De laatste goede back-up is van ${formatDateTimeBE(s.laatsteGoede.gestart)}: ouder dan ${BACKUP_WARNING_HOURS} uur.`
            : 'Er is nog geen goede back-up.'}{' '}
          Maak er nu een en kijk na waarom de geplande back-up niet lukte.
        </Alert>
      ) : null}
      {s && !s.versleuteld ? (
        <Alert color="yellow" title="Back-ups zijn niet versleuteld">
          Zet BACKUP_PASSPHRASE of BACKUP_RECIPIENTS op de server (docs/install.md, “Back-ups”) voor je een
          back-up buiten deze computer bewaart.
        </Alert>
      ) : null}
      <Card withBorder padding="lg">
        <Stack gap="sm">
          {s ? <LastBackup status={s} /> : <Text>Laden…</Text>}
          <Text size="sm">
            {s?.tijd
              ? `Elke nacht om ${s.tijd} (volgende: ${formatDateTimeBE(s.volgende)}).`
              : 'Er is geen geplande back-up (BACKUP_TIME=uit).'}{' '}
            {s
              ? `Bewaard: de laatste ${s.bewaren.dagelijks} dagen en ${s.bewaren.wekelijks} weken, in ${s.map}.`
              : ''}
          </Text>
          <Group>
            <Button
              leftSection={<IconDatabaseExport size={18} aria-hidden />}
              loading={busy}
              onClick={() => make.mutate()}
            >
              Nu een back-up maken
            </Button>
          </Group>
        </Stack>
      </Card>
      <Title order={2} size="h3">
        Bewaarde back-ups
      </Title>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Gemaakt</Table.Th>
            <Table.Th>Bestand</Table.Th>
            <Table.Th>Grootte</Table.Th>
            <Table.Th>Versleuteld</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(s?.bestanden ?? []).map((file) => (
            <Table.Tr key={file.naam}>
              <Table.Td>{formatDateTimeBE(file.gemaakt)}</Table.Td>
              <Table.Td>{file.naam}</Table.Td>
              <Table.Td>{formatSize(file.grootte)}</Table.Td>
              <Table.Td>{file.versleuteld ? 'ja' : 'nee'}</Table.Td>
            </Table.Tr>
          ))}
          {s && s.bestanden.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={4}>Geen back-ups in deze map.</Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
