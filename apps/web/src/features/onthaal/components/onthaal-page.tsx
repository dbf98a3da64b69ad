import { useCallback, useEffect, useRef, useState } from 'react';
import { showSuccessNotice } from '../../../components/alerts/notices';
import { Badge, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconBarcode } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { fixScannerInput, formatMemberNumber } from '@mvm/domain';
import { foodTicketConcerns } from '@mvm/domain/onthaal/food-ticket-check';
import { ANDERE_NIET_INGEVULD, type OnthaalRow } from '@mvm/domain/onthaal/schemas';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { EmptyState } from '../../../components/paged-table/empty-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { SearchBox, type SearchType } from '../../../components/search-box/search-box';
import { errorMessage } from '../../../lib/api-client';
import { useCan, useCanPrint } from '../../../lib/auth/if-allowed';
import { PrintFailure } from '../../../lib/printing/print-agent';
import { useBarcodeScanner } from '../../../lib/scanner/use-barcode-scanner';
import { usePrintOnthaal } from '../api/print-onthaal';
import { onthaalSearchQueryOptions, type OnthaalSearch } from '../api/search-onthaal';
import { onthaalSearchParams, printsVoeding } from '../model/search-request';
import { askPrintAnyway } from './ask-print-anyway';
import { OnthaalTable, PRINT_SHORTCUT } from './onthaal-table';
import { PrintControls, type PrintSettings } from './print-controls';

/** spec 1 §4, §9: the print button is re-enabled 3 seconds after a print. */
export const PRINT_COOLDOWN_MS = 3000;

/** spec 1 §2 Reception: search (typed, wedge or scanner service), the rows, and the day's tickets. */
export function OnthaalPage() {
  const [text, setText] = useState('');
  const [type, setType] = useState<SearchType>('Leden');
  const [params, setParams] = useState<OnthaalSearch | null>(null);
  const [settings, setSettings] = useState<PrintSettings>({
    printType: 'Gewoon',
    andere: '',
    scope: 'Voeding en markt',
  });
  const [andereError, setAndereError] = useState<string>();
  const [lastTicket, setLastTicket] = useState<number | null>(null);
  const [coolingDown, setCoolingDown] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const firstPrintRef = useRef<HTMLButtonElement>(null);
  // Set at once, not at the next render: a second press while the question is open asks nothing twice.
  const asking = useRef(false);
  const result = useQuery(onthaalSearchQueryOptions(params));

  const search = useCallback(
    (raw: string, searchType: SearchType = type) => {
      // spec 1 §5: the scanner keyboard fix, then the classification.
      const term = fixScannerInput(raw).trim();
      setText(term);
      setParams(term ? onthaalSearchParams(term, searchType) : null);
    },
    [type],
  );

  // A scan from the desk's scanner service fills the box and searches (spec 1 §7).
  const { connected } = useBarcodeScanner(useCallback((value: string) => search(value), [search]));

  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), PRINT_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [coolingDown]);

  const backToSearch = () => {
    inputRef.current?.focus();
    inputRef.current?.select();
  };

  const print = usePrintOnthaal({
    onSuccess: (printed) => {
      if (printed.ticketCount !== null) setLastTicket(printed.ticketCount);
      showSuccessNotice('Print verstuurd', 'Print opdracht verstuurd');
      backToSearch();
    },
    onError: (error) => {
      if (error instanceof PrintFailure && error.ticketCount !== undefined) setLastTicket(error.ticketCount);
      const message =
        error instanceof PrintFailure && error.jobId
          ? `${error.message}\nHet ticket staat in de printlijst (Beheer → Printers) en kan opnieuw afgedrukt worden.`
          : errorMessage(error);
      void showErrorAlert('Print error!', message).then(backToSearch);
    },
  });

  // spec 1 §4: nothing prints while a print runs and for 3 seconds after it (the button stays focusable).
  const printBusy = coolingDown || print.isPending;
  // Issue 27 item 8: the food ticket is recorded by the API (POST /v1/onthaal/voeding/{nr}) and printed on the
  // reception's printer; a role allowing neither gets no print buttons, settings or shortcut.
  const mayRecord = useCan('POST', '/v1/onthaal/voeding/0');
  const mayPrint = useCanPrint('onthaal', '/print');
  const canPrint = mayRecord && mayPrint;
  const canPrintRef = useRef(canPrint);
  canPrintRef.current = canPrint;

  const onPrint = async (row: OnthaalRow) => {
    if (!canPrintRef.current || printBusy || asking.current) return;
    if (settings.printType === 'Andere' && !settings.andere.trim()) {
      setAndereError(ANDERE_NIET_INGEVULD);
      return;
    }
    setAndereError(undefined);
    // Issue 27: a household that may not be served, or that already has today's ticket, only after a clear yes.
    const concerns = printsVoeding(settings.scope) ? foodTicketConcerns(row) : [];
    if (concerns.length) {
      asking.current = true;
      const yes = await askPrintAnyway(formatMemberNumber(row.mvmnummer), concerns);
      asking.current = false;
      if (!yes) return;
    }
    setCoolingDown(true);
    print.mutate({
      mvmnummer: row.mvmnummer,
      request: {
        printType: settings.printType,
        andere: settings.printType === 'Andere' ? settings.andere : undefined,
      },
      scope: settings.scope,
    });
  };

  const rows = result.data?.rows ?? [];
  // UX.md §1: the print has a shortcut, from the search box too. One row prints; with several the first row's
  // button takes the focus, so the volunteer picks the family (Tab) and prints it with Enter.
  useHotkeys(
    [
      [
        PRINT_SHORTCUT,
        () => {
          if (!canPrintRef.current || document.querySelector('[aria-modal="true"]')) return;
          if (rows.length === 1 && rows[0]) void onPrint(rows[0]);
          else firstPrintRef.current?.focus();
        },
      ],
    ],
    [],
  );
  return (
    <>
      <PageHeader
        title="Onthaal"
        actions={
          connected ? (
            <Badge
              color="green"
              variant="light"
              tt="none"
              leftSection={<IconBarcode size={14} aria-hidden />}
            >
              Scanner verbonden
            </Badge>
          ) : null
        }
      />
      <Stack gap="md">
        <SearchBox
          onSearch={(request) => search(request.text, request.type)}
          text={text}
          onTextChange={setText}
          type={type}
          onTypeChange={setType}
          loading={result.isFetching && !result.isPending}
          captureTyping
          inputRef={inputRef}
        />
        {canPrint ? (
          <PrintControls
            value={settings}
            onChange={setSettings}
            lastTicket={lastTicket}
            andereError={andereError}
          />
        ) : null}
        {params === null ? (
          <Text c="dimmed">Scan een lidkaart of typ een lidnummer of naam en druk op Enter.</Text>
        ) : result.isSuccess && rows.length === 0 ? (
          <EmptyState title="Geen leden gevonden">Controleer het nummer of zoek op naam.</EmptyState>
        ) : (
          <OnthaalTable
            rows={rows}
            now={new Date()}
            printBusy={printBusy}
            printingNr={print.isPending ? print.variables.mvmnummer : null}
            onPrint={canPrint ? (row) => void onPrint(row) : undefined}
            firstPrintRef={firstPrintRef}
          />
        )}
        {rows.length === 1 && rows[0] ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            Eén lid gevonden: {formatMemberNumber(rows[0].mvmnummer)}.
          </Text>
        ) : null}
      </Stack>
    </>
  );
}
