import type { ReactNode } from 'react';
import { Group, Pagination, Paper, Select, Skeleton, Table, Text } from '@mantine/core';
import { EmptyState } from './empty-state';

export type PagedTableColumn<T> = {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
};

export type PagedTableProps<T> = {
  columns: PagedTableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** From `Num-Total-Entries` (see `getList`). */
  total: number;
  /** 1-based, as the API's `page`. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Shows the rows-per-page select when given. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: number[];
  loading?: boolean;
  /** What to show when there are no rows: say what to do next (UX.md). */
  empty?: ReactNode;
  /** Accessible name of the table. */
  label: string;
  onRowClick?: (row: T) => void;
};

/**
 * As many placeholder rows as a full first screen shows (a page of 10): with fewer, the table grew when the rows
 * came and pushed the pager down (issue 27: a layout shift of 0.21 on /leden/search).
 */
const SKELETON_ROWS = 10;

/** Remote-paged table: page range of 3 pages either side (spec 1 §9), rows-per-page, empty state, skeleton. */
export function PagedTable<T>({
  columns,
  rows,
  rowKey,
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = [10, 20, 50, 100],
  loading = false,
  empty,
  label,
  onRowClick,
}: PagedTableProps<T>) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  const body = loading
    ? Array.from({ length: Math.min(pageSize, SKELETON_ROWS) }, (_, i) => (
        <Table.Tr key={`skeleton-${i}`} aria-hidden>
          {columns.map((column) => (
            <Table.Td key={column.key}>
              <Skeleton height={18} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))
    : rows.map((row) => (
        <Table.Tr
          key={rowKey(row)}
          onClick={onRowClick ? () => onRowClick(row) : undefined}
          style={onRowClick ? { cursor: 'pointer' } : undefined}
        >
          {columns.map((column) => (
            <Table.Td key={column.key} ta={column.align}>
              {column.render(row)}
            </Table.Td>
          ))}
        </Table.Tr>
      ));

  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={600}>
        <Table
          aria-label={label}
          aria-busy={loading}
          highlightOnHover={Boolean(onRowClick)}
          // Ten rows and the pager on a 1280×800 screen (UX.md): rows as high as their 42 px buttons, and
          // never lower, so a row is still an easy target.
          verticalSpacing={0}
          styles={{ td: { height: 43 }, th: { paddingBlock: 6 } }}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} w={column.width} ta={column.align}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!loading && rows.length === 0 ? (empty ?? <EmptyState />) : null}
      <Group justify="space-between" px="sm" py={6} gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {total === 0 ? 'Geen resultaten' : `${first}–${last} van ${total}`}
        </Text>
        <Group gap="md" wrap="wrap">
          {onPageSizeChange ? (
            <Select
              label="Rijen per pagina"
              data={pageSizeOptions.map(String)}
              value={String(pageSize)}
              onChange={(value) => value && onPageSizeChange(Number(value))}
              allowDeselect={false}
              size="md"
              // The width goes on the field: on the root it also held the label, pushing the field out.
              styles={{
                root: { display: 'flex', alignItems: 'center', gap: 8 },
                label: { whiteSpace: 'nowrap' },
                wrapper: { width: 90 },
              }}
            />
          ) : null}
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={onPageChange}
              siblings={3}
              getControlProps={(control) => ({ 'aria-label': paginationLabel(control) })}
              getItemProps={(p) => ({ 'aria-label': `Pagina ${p}` })}
            />
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}

function paginationLabel(control: 'first' | 'previous' | 'last' | 'next') {
  return {
    first: 'Eerste pagina',
    previous: 'Vorige pagina',
    next: 'Volgende pagina',
    last: 'Laatste pagina',
  }[control];
}
