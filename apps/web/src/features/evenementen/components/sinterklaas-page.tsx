import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Group, Paper, Select, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconPrinter } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { classifySearchTerm } from '@mvm/domain';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { showPrintSentNotice } from '../../../components/alerts/notices';
import { PageHeader } from '../../../components/page-header/page-header';
import { SearchBox, type SearchRequest } from '../../../components/search-box/search-box';
import { errorMessage } from '../../../lib/api-client';
import { useCan, useCanPrint } from '../../../lib/auth/if-allowed';
import { PrintFailure } from '../../../lib/printing/print-agent';
import { formatDate } from '../../../lib/format';
import { queryKeys } from '../../../lib/query-keys';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { evenementenQueryOptions, inschrijvingQueryOptions, useMarkAanwezig } from '../api/evenementen';
import { printAndRegister } from '../api/print-sinterklaas';
import { useRememberedEvent } from '../model/remembered-event';
import { checkInRows, ticketsFor, type CheckInKind } from '../model/sinterklaas-kind';
import { CheckInKinderen } from './check-in-kinderen';

export const SINTERKLAAS_STORAGE_KEY = 'mvm.sinterklaas.evenement';
/** spec 1 §4: the print button is enabled again 3 seconds after a print. */
const PRINT_PAUSE_MS = 3000;

/** spec 1 §2 /sinterklaas/search ('Sinterklaas Onthaal'): check a family in, print both tickets. */
export function SinterklaasPage() {
  const evenementen = useQuery(evenementenQueryOptions());
  const [eventId, setEventId] = useRememberedEvent(SINTERKLAAS_STORAGE_KEY);
  const [mvmnummer, setMvmnummer] = useState<number | null>(null);
  const evenement = evenementen.data?.find((e) => e.ID === eventId);

  const onSearch = ({ text, type }: SearchRequest) => {
    const term = classifySearchTerm(text);
    // spec 1 §5: a name search is not supported here.
    if (type !== 'Leden' || term.kind !== 'mvmnummer') {
      void showErrorAlert('Geen Resultaten!', 'Nog niet ondersteund');
      return;
    }
    setMvmnummer(term.value);
  };

  return (
    <Stack gap="md" maw={960}>
      <PageHeader title="Sinterklaas Onthaal" />
      <Select
        label="Evenement"
        placeholder="Selecteer een evenement"
        data={(evenementen.data ?? []).map((e) => ({
          value: String(e.ID),
          label: e.datum ? `${e.naam} (${formatDate(e.datum)})` : e.naam,
        }))}
        value={evenement ? String(evenement.ID) : null}
        onChange={(value) => {
          setEventId(value ? Number(value) : null);
          setMvmnummer(null);
        }}
        allowDeselect={false}
        size="md"
      />
      {evenement ? (
        <>
          <SearchBox onSearch={onSearch} captureTyping label="Lidnummer" />
          {mvmnummer !== null ? (
            <CheckIn key={`${evenement.ID}-${mvmnummer}`} eventId={evenement.ID} mvmnummer={mvmnummer} />
          ) : null}
        </>
      ) : (
        <Text c="dimmed">Kies eerst het evenement.</Text>
      )}
    </Stack>
  );
}

function CheckIn({ eventId, mvmnummer }: { eventId: number; mvmnummer: number }) {
  const query = useQuery(inschrijvingQueryOptions(eventId, mvmnummer));
  const config = useRuntimeConfig();
  const markAanwezig = useMarkAanwezig(eventId, mvmnummer);
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<CheckInKind[]>([]);
  const [printing, setPrinting] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const data = query.data;
  // Issue 27 item 8: the two tickets take the day's next number (POST) and print on the agent.
  const mayNumber = useCan('POST', '/v1/sinterklaas/volgnummer');
  const mayPrint = useCanPrint('sinterklaas1', '/sinterklaas');

  useEffect(() => {
    if (data) setRows(checkInRows(data.kinderen));
  }, [data]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (query.isError) return <Text c="red.8">{errorMessage(query.error)}</Text>;
  if (!data) return <Text>Laden…</Text>;
  const { lid } = data;
  const set = (i: number, change: Partial<CheckInKind>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));

  const print = async () => {
    if (!config.data || printing) return;
    setPrinting(true);
    setBusy(true);
    try {
      await printAndRegister(
        config.data,
        mvmnummer,
        (volgNummer) => ticketsFor(volgNummer, lid, rows),
        rows.filter((r) => r.komt).map((r) => r.naam),
      );
      await markAanwezig.mutateAsync();
      await queryClient.invalidateQueries({ queryKey: queryKeys.leden.detail(mvmnummer) });
      showPrintSentNotice();
    } catch (error) {
      void showErrorAlert(
        error instanceof PrintFailure ? 'Print error!' : 'Error bij printen!',
        errorMessage(error),
      );
    } finally {
      setBusy(false);
      timer.current = window.setTimeout(() => setPrinting(false), PRINT_PAUSE_MS);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" aria-label="Gezin">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={700} fz="xl">
              MVM{lid.mvmnummer}
            </Text>
            <Text fz="lg">{lid.naam}</Text>
          </div>
          <Group gap="xs">
            {data.ingeschreven ? (
              <Badge color="green.8">Ingeschreven</Badge>
            ) : (
              <Badge color="red.8">Niet ingeschreven</Badge>
            )}
            {data.ingechecktOp ? (
              <Group gap={4} aria-label="Aanwezig">
                <ThemeIcon color="green.8" radius="xl" aria-hidden>
                  <IconCircleCheck size={20} />
                </ThemeIcon>
                <Text c="green.9" fw={600}>
                  Aanwezig
                </Text>
              </Group>
            ) : null}
          </Group>
        </Group>
        {data.opmerking ? <Text>Opmerking: {data.opmerking}</Text> : null}
        <CheckInKinderen rows={rows} onChange={set} />
        {rows.length === 0 ? <Text c="dimmed">Geen kinderen bij dit gezin.</Text> : null}
        {mayNumber && mayPrint ? (
          <Group justify="flex-end">
            <Button
              size="lg"
              leftSection={<IconPrinter size={20} />}
              onClick={() => void print()}
              loading={busy}
              disabled={printing || !config.data}
            >
              Print
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
