import { useState } from 'react';
import { Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { LedgerObject } from '@mvm/domain/ledger/schemas';
import { DESK_PAGE_SIZE, rowsQueryOptions } from '../api/ledger-api';
import type { Ledger } from '../hooks/use-ledger';
import { fromWire, newRow } from '../model/ledger-row';
import { AddRowButton, addRowOnShortcut } from './add-row-button';
import { LedgerPager } from './ledger-pager';
import { LedgerTable, type LedgerColumns } from './ledger-table';

export const FOOD_SECTION = 'voeding';

export type FoodRowsSectionProps = {
  mvmnummer: number;
  objects: LedgerObject[];
  ledger: Ledger;
  columns: LedgerColumns;
  disabled: boolean;
  /** Issue 27 item 8: the user may not save rows — no 'Rij Toevoegen', the rows shown but not editable. */
  readOnly?: boolean;
};

/** spec 1 §2 food rows: date, amount, item, remark, delete; 10 a page; rows of the same day striped. */
export function FoodRowsSection({
  mvmnummer,
  objects,
  ledger,
  columns,
  disabled,
  readOnly = false,
}: FoodRowsSectionProps) {
  const [page, setPage] = useState(1);
  const rows = useQuery(rowsQueryOptions('voeding', mvmnummer, { page }));
  const loaded = (rows.data?.rows ?? []).map(fromWire);

  const goTo = async (next: number) => {
    if (!(await ledger.confirmLeave())) return;
    ledger.dropSection(FOOD_SECTION);
    setPage(next);
  };

  const add = () => ledger.addRow(FOOD_SECTION, loaded, newRow(new Date()));
  return (
    <Stack gap="xs" onKeyDown={addRowOnShortcut(add, disabled || readOnly)}>
      {readOnly ? null : (
        <Group justify="flex-end">
          <AddRowButton onAdd={add} disabled={disabled} />
        </Group>
      )}
      <LedgerTable
        label="Gekregen voeding"
        rows={ledger.rowsOf(FOOD_SECTION, loaded)}
        objects={objects}
        columns={columns}
        onChange={(key, patch) => ledger.updateRow(FOOD_SECTION, loaded, key, patch)}
        onRemove={(key) => ledger.removeRow(FOOD_SECTION, loaded, key)}
        errors={ledger.rowErrors}
        focusKey={ledger.addedKey}
        stripeByDay
        disabled={disabled || readOnly}
        empty={rows.isPending ? 'Laden…' : 'Nog geen voeding gekregen. Kies "Voeding Vandaag".'}
      />
      <LedgerPager
        label="Gekregen voeding"
        page={page}
        total={rows.data?.total ?? 0}
        pageSize={DESK_PAGE_SIZE}
        onPage={(next) => void goTo(next)}
        disabled={disabled}
      />
    </Stack>
  );
}
