import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PagedTable, type PagedTableColumn } from './paged-table';

type Row = { nr: number; naam: string };
const columns: PagedTableColumn<Row>[] = [
  { key: 'nr', header: 'Nummer', render: (r) => `MVM${r.nr}` },
  { key: 'naam', header: 'Voornaam', render: (r) => r.naam },
];
const rows: Row[] = [
  { nr: 1, naam: 'An' },
  { nr: 2, naam: 'Bart' },
];

const base = { columns, rowKey: (r: Row) => r.nr, label: 'Leden', onPageChange: vi.fn() };

describe('PagedTable', () => {
  it('shows the rows, the range and pages, and reports a page change', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithProviders(
      <PagedTable {...base} rows={rows} total={57} page={1} pageSize={10} onPageChange={onPageChange} />,
    );
    expect(screen.getByRole('table', { name: 'Leden' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'MVM2' })).toBeInTheDocument();
    expect(screen.getByText('1–10 van 57')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagina 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('shows an empty state that says what to do', () => {
    renderWithProviders(<PagedTable {...base} rows={[]} total={0} page={1} pageSize={10} />);
    expect(screen.getByText('Probeer een andere zoekterm of kijk de schrijfwijze na.')).toBeInTheDocument();
  });

  it('shows a skeleton while loading instead of the empty state', () => {
    renderWithProviders(<PagedTable {...base} rows={[]} total={0} page={1} pageSize={10} loading />);
    const table = screen.getByRole('table', { name: 'Leden' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    // As many rows as the page will have, up to a screenful: the rows' arrival does not move the pager.
    expect(table.querySelectorAll('tbody tr')).toHaveLength(10);
    expect(
      screen.queryByText('Probeer een andere zoekterm of kijk de schrijfwijze na.'),
    ).not.toBeInTheDocument();
  });

  it('offers rows per page when asked', async () => {
    const onPageSizeChange = vi.fn();
    const { user } = renderWithProviders(
      <PagedTable
        {...base}
        rows={rows}
        total={57}
        page={1}
        pageSize={10}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    await user.click(screen.getByRole('textbox', { name: 'Rijen per pagina' }));
    await user.click(await screen.findByRole('option', { name: '20' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(20);
  });
});
