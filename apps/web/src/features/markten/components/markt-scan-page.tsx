import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Group, List, Loader, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCamera, IconCameraOff, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header/page-header';
import { formatDateTime } from '../../../lib/format';
import { useBarcodeScanner } from '../../../lib/scanner/use-barcode-scanner';
import { currentMarktenQueryOptions, postScan, scanKeyQueryOptions } from '../api/scan';
import { usePendingScans } from '../hooks/use-pending-scans';
import { importKey, processScan } from '../model/scan-flow';
import type { BarcodeKey } from '@mvm/domain/markten/barcode';
import { ScanPanel, type PanelState } from './scan-panel';

const CameraScanner = lazy(() => import('./camera-scanner'));

/**
 * spec 2 §2 Market scan (/markten/scan): pick the market, then scan. Input from the desk's scanner service,
 * a keyboard-wedge scanner (types into the barcode field and presses Enter) or the device's camera.
 */
export function MarktScanPage() {
  const markten = useQuery(currentMarktenQueryOptions());
  const keyQuery = useQuery(scanKeyQueryOptions());
  const [marktId, setMarktId] = useState<string | null>(null);
  const [state, setState] = useState<PanelState>({ panel: 'scan' });
  const [text, setText] = useState('');
  const [camera, setCamera] = useState(false);
  const [key, setKey] = useState<BarcodeKey | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  const { pending, sent, flush, refresh } = usePendingScans();

  // spec 2 §2: preselected when only one market is current.
  const list = useMemo(() => markten.data ?? [], [markten.data]);
  useEffect(() => {
    if (marktId === null && list.length === 1 && list[0]) setMarktId(String(list[0].ID));
  }, [list, marktId]);

  useEffect(() => {
    if (keyQuery.data) void importKey(keyQuery.data.key).then(setKey);
  }, [keyQuery.data]);

  const scan = useCallback(
    async (raw: string) => {
      const barcode = raw.trim();
      if (!barcode || marktId === null || busy.current) return;
      busy.current = true;
      setState({ panel: 'searching' });
      try {
        setState(await processScan(barcode, Number(marktId), { key, send: postScan }));
      } finally {
        busy.current = false;
        refresh();
        setText('');
        input.current?.focus();
      }
    },
    [key, marktId, refresh],
  );

  const { connected } = useBarcodeScanner((value) => void scan(value), marktId !== null);
  const ready = marktId !== null && !keyQuery.isPending;
  const selected = list.find((m) => String(m.ID) === marktId);

  return (
    <Stack gap="md" maw={640} mx="auto">
      <PageHeader title="Markt scannen" />
      <Select
        label="Markt"
        placeholder="Selecteer een markt"
        data={list.map((m) => ({ value: String(m.ID), label: m.naam }))}
        value={marktId}
        onChange={(value) => {
          setMarktId(value);
          setState({ panel: 'scan' });
        }}
        size="lg"
        allowDeselect={false}
        nothingFoundMessage="Vandaag loopt er geen markt"
        disabled={markten.isPending}
        rightSection={markten.isPending ? <Loader size="sm" aria-label="Markten laden" /> : undefined}
      />
      {markten.isSuccess && list.length === 0 ? (
        <Text>Vandaag loopt er geen markt. Maak er een aan in Markten beheer.</Text>
      ) : null}
      {selected ? (
        <>
          <ScanPanel state={ready ? state : { panel: 'searching' }} />
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void scan(text);
            }}
          >
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <TextInput
                ref={input}
                label="Barcode"
                description={connected ? 'Scanner verbonden' : 'Scan met de scanner of typ de code'}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                autoFocus
                autoComplete="off"
                size="lg"
                style={{ flex: 1 }}
              />
              <Button type="submit" size="lg" disabled={!ready}>
                Controleer
              </Button>
            </Group>
          </form>
          <Button
            variant={camera ? 'default' : 'light'}
            size="lg"
            leftSection={camera ? <IconCameraOff size={22} /> : <IconCamera size={22} />}
            onClick={() => setCamera((on) => !on)}
          >
            {camera ? 'Camera uitzetten' : 'Scannen met camera'}
          </Button>
          {camera ? (
            <Suspense fallback={<Loader aria-label="Camera laden" />}>
              <CameraScanner onScan={(value) => void scan(value)} />
            </Suspense>
          ) : null}
        </>
      ) : null}
      <PendingList pending={pending} onSend={() => void flush()} />
      {sent.length ? (
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="xs">
            Later verstuurd
          </Title>
          <List spacing={4}>
            {sent.map((s) => (
              <List.Item key={s.id}>
                {s.label}: {s.kind === 'ok' ? 'OK' : s.message}
              </List.Item>
            ))}
          </List>
        </Paper>
      ) : null}
    </Stack>
  );
}

function PendingList({
  pending,
  onSend,
}: {
  pending: ReturnType<typeof usePendingScans>['pending'];
  onSend: () => void;
}) {
  if (pending.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" aria-label="Wachtende scans">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          Wacht op verbinding ({pending.length})
        </Title>
        <Button variant="light" leftSection={<IconSend size={18} />} onClick={onSend}>
          Nu versturen
        </Button>
      </Group>
      <List spacing={4}>
        {pending.map((p) => (
          <List.Item key={p.id}>
            {p.mvmnummer === null ? 'Scan' : `MVM${p.mvmnummer}`} {p.persoonnaam} –{' '}
            {formatDateTime(p.gescandOp)}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
