import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { fromWire } from '../model/ledger-row';
import { categorie, object, row } from '../test/fixtures';
import { LedgerTable } from './ledger-table';

const kleding = categorie('materiaal', { ID: 1, naam: 'Kleding', opMaat: true });
const trui = object(7, 'Trui', kleding, { maten: [{ ID: 70, naam: '98' }] });
const sjaal = object(8, 'Sjaal', kleding, { maten: [{ ID: 80, naam: 'S' }], actief: false });

describe('LedgerTable', () => {
  it('still shows the name of an item and size the catalogue retired', () => {
    logInAs();
    mockApi({});
    const rows = [
      fromWire(row(1, sjaal, { maat: 'S', maatID: 80 })),
      fromWire(row(2, trui, { maat: '98', maatID: 70 })),
    ];
    renderWithProviders(
      <LedgerTable
        label="Kleding"
        rows={rows}
        objects={[trui]}
        columns={{ maat: true }}
        onChange={vi.fn()}
        onRemove={vi.fn()}
        errors={{}}
        empty="Geen rijen"
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Item rij 1' })).toHaveValue('Sjaal');
    expect(screen.getByRole('textbox', { name: 'Maat rij 1' })).toHaveValue('S');
    expect(screen.getByRole('textbox', { name: 'Item rij 2' })).toHaveValue('Trui');
  });
});
