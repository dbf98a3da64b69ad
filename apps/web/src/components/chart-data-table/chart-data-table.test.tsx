import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ChartDataTable } from './chart-data-table';

describe('ChartDataTable', () => {
  it("reads a chart's points as a table with its caption, one row per point", () => {
    renderWithProviders(
      <ChartDataTable
        caption="Voeding per week"
        columns={['Week van', 'Aantal']}
        rows={[
          ['06/01/2025', 1],
          ['13/01/2025', 0],
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Voeding per week' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['Week vanAantal', '06/01/20251', '13/01/20250']);
    expect(within(table).getByRole('rowheader', { name: '06/01/2025' })).toBeTruthy();
  });
});
