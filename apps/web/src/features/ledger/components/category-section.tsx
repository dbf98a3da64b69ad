import { useState } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconFilter, IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { LedgerCategorie, LedgerObject } from '@mvm/domain/ledger/schemas';
import { BelgianDateInput } from '../../../components/date-input/belgian-date-input';
import { DESK_PAGE_SIZE, rowsQueryOptions, type DeskArea, type RowFilters } from '../api/ledger-api';
import type { Ledger } from '../hooks/use-ledger';
import type { Ontvanger } from '../model/ledger-choices';
import { fromWire, newRow } from '../model/ledger-row';
import { AddRowButton, addRowOnShortcut } from './add-row-button';
import { LedgerPager } from './ledger-pager';
import { LedgerTable } from './ledger-table';

export const sectionKey = (categorie: { ID: number }) => `cat-${categorie.ID}`;

export type CategorySectionProps = {
  area: Exclude<DeskArea, 'voeding'>;
  mvmnummer: number;
  categorie: LedgerCategorie;
  /** The items of this category. */
  objects: LedgerObject[];
  ontvangers: Ontvanger[];
  ledger: Ledger;
  /** The print tick column (material). */
  withPrint: boolean;
  disabled: boolean;
  /** Issue 27 item 8: the user may not save rows — no 'Rij Toevoegen', the rows shown but not editable. */
  readOnly?: boolean;
};

type FilterState = {
  datum: string | null;
  gezinsLid: string | null;
  object: string | null;
  maat: string | null;
};
const NO_FILTER: FilterState = { datum: null, gezinsLid: null, object: null, maat: null };

const toQuery = (f: FilterState): RowFilters => ({
  datum: f.datum ?? undefined,
  object: f.object ? Number(f.object) : undefined,
  maat: f.maat ? Number(f.maat) : undefined,
  gezinsLid: f.gezinsLid ? Number(f.gezinsLid) : undefined,
});

/**
 * One category of a desk's ledger (spec 1 §2 material, spec 2 §2 soap house): its filter toggle (date,
 * child, item, size), 'Rij Toevoegen', the rows with the columns its category asks for (child when per
 * person, size when by size), 10 a page with Vorige/Volgende. Paging, opening the filter and filtering
 * ask first when there are unsaved changes.
 */
export function CategorySection({
  area,
  mvmnummer,
  categorie,
  objects,
  ontvangers,
  ledger,
  withPrint,
  disabled,
  readOnly = false,
}: CategorySectionProps) {
  const section = sectionKey(categorie);
  const [page, setPage] = useState(1);
  const [filterOpen, setFilterOpen] = useState(false);
  const [filter, setFilter] = useState<FilterState>(NO_FILTER);
  const rows = useQuery(
    rowsQueryOptions(area, mvmnummer, { categorie: categorie.ID, page, filters: toQuery(filter) }),
  );
  const loaded = (rows.data?.rows ?? []).map(fromWire);
  const filterObject = objects.find((o) => String(o.ID) === filter.object);
  // spec 2 §5: the soap house also asks a size for an item that has sizes, whatever its category says.
  const showMaat = categorie.opMaat || (area === 'zeephuisje' && objects.some((o) => o.maten.length > 0));

  /** spec 1 §4: leaving the page of rows (paging, filtering) asks first when dirty. */
  const guarded = async (change: () => void) => {
    // Nothing unsaved: change in the same event as the click, so a chosen item enables the size list at once.
    if (ledger.dirty && !(await ledger.confirmLeave())) return;
    ledger.dropSection(section);
    change();
  };

  const setFilterField = (field: keyof FilterState, value: string | null) =>
    void guarded(() => {
      setFilter((prev) => ({ ...prev, [field]: value, ...(field === 'object' ? { maat: null } : {}) }));
      setPage(1);
    });

  const toggleFilter = () =>
    void guarded(() => {
      if (filterOpen) setFilter(NO_FILTER);
      setFilterOpen(!filterOpen);
      setPage(1);
    });

  const add = () => ledger.addRow(section, loaded, newRow(new Date()));
  return (
    <Stack gap="xs" onKeyDown={addRowOnShortcut(add, disabled || readOnly)}>
      <Group gap="sm" justify="flex-end">
        <Button
          variant={filterOpen ? 'filled' : 'default'}
          leftSection={filterOpen ? <IconFilterOff size={18} /> : <IconFilter size={18} />}
          onClick={toggleFilter}
          aria-pressed={filterOpen}
          aria-label={`Filter ${categorie.naam}`}
          disabled={disabled}
        >
          Filter
        </Button>
        {readOnly ? null : <AddRowButton onAdd={add} list={categorie.naam} disabled={disabled} />}
      </Group>
      {filterOpen ? (
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
          <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
            <BelgianDateInput
              label="Datum"
              value={filter.datum}
              onChange={(value) => setFilterField('datum', value)}
              clearable
              clearButtonProps={{ 'aria-label': 'Datum wissen' }}
            />
            {categorie.perPersoon ? (
              <Select
                label="Kind"
                data={ontvangers.map((o) => ({ value: String(o.ID), label: o.naam }))}
                value={filter.gezinsLid}
                onChange={(value) => setFilterField('gezinsLid', value)}
                clearable
              />
            ) : null}
            <Select
              label="Item"
              data={objects.map((o) => ({ value: String(o.ID), label: o.naam }))}
              value={filter.object}
              onChange={(value) => setFilterField('object', value)}
              clearable
              searchable
            />
            {showMaat ? (
              <Select
                label="Maat"
                data={(filterObject?.maten ?? []).map((m) => ({ value: String(m.ID), label: m.naam }))}
                value={filter.maat}
                onChange={(value) => setFilterField('maat', value)}
                disabled={!filterObject}
                placeholder={filterObject ? undefined : 'Kies eerst een item'}
                clearable
              />
            ) : null}
          </SimpleGrid>
        </Paper>
      ) : null}
      <LedgerTable
        label={categorie.naam}
        rows={ledger.rowsOf(section, loaded)}
        objects={objects}
        ontvangers={ontvangers}
        columns={{ print: withPrint, ontvanger: categorie.perPersoon, maat: showMaat }}
        onChange={(key, patch) => ledger.updateRow(section, loaded, key, patch)}
        onRemove={(key) => ledger.removeRow(section, loaded, key)}
        errors={ledger.rowErrors}
        focusKey={ledger.addedKey}
        disabled={disabled || readOnly}
        empty={
          rows.isPending
            ? 'Laden…'
            : filterOpen
              ? 'Niets gevonden met deze filter.'
              : 'Nog niets gegeven in deze categorie.'
        }
      />
      <LedgerPager
        label={categorie.naam}
        page={page}
        total={rows.data?.total ?? 0}
        pageSize={DESK_PAGE_SIZE}
        onPage={(next) => void guarded(() => setPage(next))}
        disabled={disabled}
      />
    </Stack>
  );
}
