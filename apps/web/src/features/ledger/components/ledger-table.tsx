import {
  ActionIcon,
  Checkbox,
  NumberInput,
  Paper,
  Select,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useRef } from 'react';
import { IconTrash } from '@tabler/icons-react';
import type { LedgerObject } from '@mvm/domain/ledger/schemas';
import { BelgianDateInput } from '../../../components/date-input/belgian-date-input';
import type { LedgerRow } from '../model/ledger-row';
import { itemChoice, type Ontvanger } from '../model/ledger-choices';
import { goOnInRow } from './row-focus';

export type LedgerColumns = {
  /** The print tick (material, one-off goods). */
  print?: boolean;
  /** The recipient: a household member (material per-person categories, one-off goods). */
  ontvanger?: boolean;
  /** The size (material by-size categories, soap house, one-off goods). */
  maat?: boolean;
};

export type LedgerTableProps = {
  /** The table's accessible name: the category or the screen. */
  label: string;
  rows: LedgerRow[];
  objects: LedgerObject[];
  ontvangers?: Ontvanger[];
  columns: LedgerColumns;
  onChange: (key: string, patch: Partial<LedgerRow>) => void;
  onRemove: (key: string) => void;
  errors: Record<string, string[]>;
  /** spec 1 §2 food: rows of the same day are striped. */
  stripeByDay?: boolean;
  disabled?: boolean;
  empty: string;
  /** The row just added ('Rij Toevoegen'): its first choice gets the focus once. */
  focusKey?: string | null;
};

// Issue 27: pickers take type-ahead; the first match is highlighted, so Enter picks it.
const typeAhead = { searchable: true, selectFirstOptionOnChange: true } as const;
/** Enter (or a click) on an option, while the picker's field has the focus: on to the next field of the row. */
const goOn = () => {
  const from = document.activeElement;
  if (from instanceof HTMLElement) goOnInRow(from);
};

type Option = { value: string; label: string; disabled?: boolean };

/**
 * A picker's options plus the row's own loaded choice when the catalogue no longer offers it (a retired
 * item or size): the row keeps showing its name (issue 8), and it cannot be chosen anew.
 */
function withLoaded(options: Option[], id: number | null, name: string | undefined): Option[] {
  if (!id || !name || options.some((o) => o.value === String(id))) return options;
  return [...options, { value: String(id), label: name, disabled: true }];
}

/**
 * Below this width the table scrolls sideways: fewer columns need less room, so the food and soap-house
 * rows fit beside the household's info at 1280×800 (DeskColumns).
 */
function minWidth(columns: LedgerColumns): number {
  return Math.min(
    720,
    480 + (columns.print ? 60 : 0) + (columns.ontvanger ? 160 : 0) + (columns.maat ? 120 : 0),
  );
}

/** The chosen size's name, for the field's tooltip. */
function sizeName(object: LedgerObject | undefined, row: LedgerRow): string | undefined {
  return object?.maten.find((m) => m.ID === row.maatID)?.naam ?? row.loadedNames?.maat;
}

/** Alternating bands per day: the first day's rows plain, the next day's tinted, and so on. */
function dayBands(rows: LedgerRow[]): boolean[] {
  let band = false;
  return rows.map((row, i) => {
    if (i > 0 && row.datum !== rows[i - 1]?.datum) band = !band;
    return band;
  });
}

/** The received rows of one list, edited in place: print, date, amount, recipient, item, size, remark, delete. */
export function LedgerTable({
  label,
  rows,
  objects,
  ontvangers = [],
  columns,
  onChange,
  onRemove,
  errors,
  stripeByDay,
  disabled,
  empty,
  focusKey,
}: LedgerTableProps) {
  const bands = stripeByDay ? dayBands(rows) : [];
  const tableRef = useRef<HTMLTableElement>(null);
  const focusedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!focusKey || focusKey === focusedFor.current) return;
    const first = tableRef.current?.querySelector<HTMLElement>(
      `tr[data-row-key="${CSS.escape(focusKey)}"] [data-first-pick]`,
    );
    if (!first) return;
    focusedFor.current = focusKey;
    first.focus();
  }, [focusKey, rows]);
  const itemData = objects.map((o) => ({ value: String(o.ID), label: o.naam }));
  const ontvangerData = ontvangers.map((o) => ({ value: String(o.ID), label: o.naam }));
  // Room for the household's longest name (the chevron and padding beside it), within what a desk has.
  const longest = Math.max(0, ...ontvangers.map((o) => o.naam.length));
  const ontvangerWidth = `max(170px, min(calc(${longest}ch + 96px), 340px))`;

  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth(columns)}>
        <Table
          ref={tableRef}
          aria-label={label}
          verticalSpacing={4}
          // Narrow gaps between the fields: at a desk a whole date and size must fit beside the household's info.
          horizontalSpacing={6}
          styles={{ th: { paddingBlock: 6 } }}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.print ? <Table.Th w={60}>Print</Table.Th> : null}
              <Table.Th w={144}>Datum</Table.Th>
              <Table.Th w={84}>Aantal</Table.Th>
              {columns.ontvanger ? <Table.Th>Ontvanger</Table.Th> : null}
              <Table.Th>Item</Table.Th>
              {columns.maat ? <Table.Th w={136}>Maat</Table.Th> : null}
              <Table.Th>Opmerking</Table.Th>
              <Table.Th w={56}>
                <VisuallyHidden>Verwijderen</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const n = `rij ${index + 1}`;
              const object = objects.find((o) => o.ID === row.objectID);
              const rowErrors = errors[row.key];
              return (
                <Table.Tr
                  key={row.key}
                  data-row-key={row.key}
                  data-day-band={stripeByDay ? (bands[index] ? 'b' : 'a') : undefined}
                  bg={bands[index] ? 'var(--mantine-color-gray-1)' : undefined}
                  aria-invalid={rowErrors ? true : undefined}
                  style={
                    rowErrors
                      ? { outline: '2px solid var(--mantine-color-red-7)', outlineOffset: -2 }
                      : undefined
                  }
                >
                  {columns.print ? (
                    <Table.Td>
                      <Checkbox
                        aria-label={`Printen ${n}`}
                        checked={row.print}
                        disabled={disabled}
                        onChange={(event) => onChange(row.key, { print: event.currentTarget.checked })}
                      />
                    </Table.Td>
                  ) : null}
                  <Table.Td>
                    <BelgianDateInput
                      aria-label={`Datum ${n}`}
                      // A whole date ('23/11/2026'), never cut off by a narrow table.
                      miw={124}
                      value={row.datum}
                      onChange={(value) => onChange(row.key, { datum: value })}
                      disabled={disabled}
                      clearable={false}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Aantal ${n}`}
                      value={row.aantal ?? ''}
                      min={1}
                      allowDecimal={false}
                      allowNegative={false}
                      disabled={disabled}
                      onChange={(value) =>
                        onChange(row.key, { aantal: typeof value === 'number' ? value : null })
                      }
                    />
                  </Table.Td>
                  {columns.ontvanger ? (
                    <Table.Td>
                      <Select
                        aria-label={`Ontvanger ${n}`}
                        data-first-pick
                        // Issue 27: the whole name, in the field and in the list.
                        miw={ontvangerWidth}
                        comboboxProps={{ width: 'max-content', position: 'bottom-start' }}
                        title={row.ontvanger || undefined}
                        data={ontvangerData}
                        value={row.gezinsLid ? String(row.gezinsLid) : null}
                        placeholder={row.ontvanger || 'Kies'}
                        clearable
                        {...typeAhead}
                        onOptionSubmit={goOn}
                        disabled={disabled}
                        onChange={(value) => {
                          const chosen = ontvangers.find((o) => String(o.ID) === value);
                          onChange(row.key, { gezinsLid: chosen?.ID ?? null, ontvanger: chosen?.naam ?? '' });
                        }}
                      />
                    </Table.Td>
                  ) : null}
                  <Table.Td>
                    <Select
                      aria-label={`Item ${n}`}
                      // The item's name is what the desk reads first: it keeps its room in a narrow table.
                      miw={120}
                      title={object?.naam ?? row.loadedNames?.object}
                      data={withLoaded(itemData, row.objectID, row.loadedNames?.object)}
                      value={row.objectID ? String(row.objectID) : null}
                      placeholder="Kies een item"
                      data-first-pick={columns.ontvanger ? undefined : true}
                      {...typeAhead}
                      onOptionSubmit={goOn}
                      disabled={disabled}
                      onChange={(value) => onChange(row.key, itemChoice(objects, value))}
                    />
                  </Table.Td>
                  {columns.maat ? (
                    <Table.Td>
                      <Select
                        aria-label={`Maat ${n}`}
                        // 'Eén maat', 'Standaard' whole.
                        miw={130}
                        // A long size ('Groot gezin') may be cut in the field: its whole name on hover.
                        title={sizeName(object, row)}
                        data={withLoaded(
                          (object?.maten ?? []).map((m) => ({ value: String(m.ID), label: m.naam })),
                          row.maatID,
                          row.loadedNames?.maat,
                        )}
                        value={row.maatID ? String(row.maatID) : null}
                        placeholder={object && object.maten.length > 0 ? 'Kies' : '—'}
                        {...typeAhead}
                        onOptionSubmit={goOn}
                        disabled={disabled || !object || object.maten.length === 0}
                        onChange={(value) => onChange(row.key, { maatID: value ? Number(value) : null })}
                      />
                    </Table.Td>
                  ) : null}
                  <Table.Td>
                    <TextInput
                      aria-label={`Opmerking ${n}`}
                      value={row.opmerking}
                      disabled={disabled}
                      onChange={(event) => onChange(row.key, { opmerking: event.currentTarget.value })}
                    />
                    {rowErrors ? (
                      <Text size="xs" c="red.8" fw={600} mt={2} role="alert">
                        {rowErrors.join(', ')}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label="Rij verwijderen">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size={40}
                        aria-label={`Verwijder ${n}`}
                        disabled={disabled}
                        onClick={() => onRemove(row.key)}
                      >
                        <IconTrash size={20} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {empty}
        </Text>
      ) : null}
    </Paper>
  );
}
