import { useRef, useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconPrinter } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import {
  deleteRow,
  objectsQueryOptions,
  PUNCTUELE_PAGE_SIZE,
  punctueleRowsQueryOptions,
  saveRow,
} from '../api/ledger-api';
import { useLedger } from '../hooks/use-ledger';
import { usePrintTicked } from '../hooks/use-print-ticked';
import type { Ontvanger } from '../model/ledger-choices';
import { fromWire, newRow } from '../model/ledger-row';
import { materialPrintBody, type PrintKlant } from '../model/print-body';
import { validateRow } from '../model/validate-row';
import { AddRowButton, addRowOnShortcut } from './add-row-button';
import { useLedgerAccess } from '../hooks/use-ledger-access';
import { LedgerPager } from './ledger-pager';
import { LedgerTable } from './ledger-table';

// spec 2 §9: the add button is blocked for 500 ms after each click.
export const ADD_ROW_BLOCK_MS = 500;
const SECTION = 'goederen';

export type GoederenTabProps = {
  enummer: number;
  klant: PrintKlant;
  ontvangers: Ontvanger[];
};

/**
 * spec 2 §2 one-off goods (the Goederen tab of /punctuele/details/{id}): Print, Datum, Aantal, Item,
 * Ontvanger, Maat, Opmerking, delete; Printen, Rij Toevoegen, Opslaan; 20 a page; deletions on the next save.
 */
export function GoederenTab({ enummer, klant, ontvangers }: GoederenTabProps) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const objects = useQuery(objectsQueryOptions('punctueel'));
  const rows = useQuery(punctueleRowsQueryOptions(enummer, page));
  const loaded = (rows.data?.rows ?? []).map(fromWire);
  const objectList = objects.data ?? [];

  const ledger = useLedger({
    infoDirty: false,
    saveRow: (_section, row) => saveRow('punctueel', enummer, row),
    deleteRow: (_section, ID) => deleteRow('punctueel', enummer, ID),
    validate: (_section, row) => validateRow('punctueel', row, objectList),
    describeRow: (_section, _row, index) => `Rij ${index + 1}`,
    reload: () => queryClient.invalidateQueries({ queryKey: queryKeys.punctuelehulp.detail(enummer) }),
    continueLabel: 'Teruggaan zonder opslagen',
    kept: { loaded: rows.isSuccess, info: () => ({}), restoreInfo: () => undefined },
  });
  const printing = usePrintTicked(ledger, 'punctueel', (ticked) =>
    materialPrintBody(klant, ticked, objectList, ontvangers, new Date()),
  );

  const [addBlocked, setAddBlocked] = useState(false);
  const addTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const add = () => {
    ledger.addRow(SECTION, loaded, newRow(new Date()));
    setAddBlocked(true);
    clearTimeout(addTimer.current);
    addTimer.current = setTimeout(() => setAddBlocked(false), ADD_ROW_BLOCK_MS);
  };

  const goTo = async (next: number) => {
    if (!(await ledger.confirmLeave())) return;
    ledger.dropSection(SECTION);
    setPage(next);
  };

  const busy = ledger.saving || printing.printing;
  // Issue 27 item 8: Printen (it saves first), Rij Toevoegen and Opslaan only as the roles allow.
  const { canWrite, canPrint } = useLedgerAccess('punctueel', enummer);
  return (
    <Stack gap="sm" onKeyDown={addRowOnShortcut(add, addBlocked || busy || !canWrite)}>
      <Group justify="flex-end" gap="sm">
        {canPrint && canWrite ? (
          <Button
            variant="light"
            leftSection={<IconPrinter size={18} />}
            onClick={() => void printing.print()}
            loading={printing.printing}
            disabled={printing.printDisabled || ledger.saving}
          >
            Printen
          </Button>
        ) : null}
        {canWrite ? (
          <>
            <AddRowButton onAdd={add} disabled={addBlocked || busy} />
            <Button
              leftSection={<IconDeviceFloppy size={18} />}
              onClick={() => void ledger.save().catch(() => undefined)}
              loading={ledger.saving}
              disabled={!ledger.dirty || printing.printing}
            >
              Opslaan
            </Button>
          </>
        ) : null}
      </Group>
      <LedgerTable
        label="Goederen"
        rows={ledger.rowsOf(SECTION, loaded)}
        objects={objectList}
        ontvangers={ontvangers}
        columns={{ print: canPrint && canWrite, ontvanger: true, maat: true }}
        onChange={(key, patch) => ledger.updateRow(SECTION, loaded, key, patch)}
        onRemove={(key) => ledger.removeRow(SECTION, loaded, key)}
        errors={ledger.rowErrors}
        focusKey={ledger.addedKey}
        disabled={busy || !canWrite}
        empty={rows.isPending ? 'Laden…' : 'Nog geen goederen gegeven. Kies "Rij Toevoegen" om te beginnen.'}
      />
      <LedgerPager
        label="Goederen"
        page={page}
        total={rows.data?.total ?? 0}
        pageSize={PUNCTUELE_PAGE_SIZE}
        onPage={(next) => void goTo(next)}
        disabled={busy}
      />
    </Stack>
  );
}
