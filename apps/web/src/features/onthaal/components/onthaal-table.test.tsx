import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OnthaalRow } from '@mvm/domain/onthaal/schemas';
import { renderWithProviders } from '../../../test/render';
import { OnthaalTable } from './onthaal-table';

const vandaag = {
  magVandaag: true,
  reden: null,
  redenCode: null,
  volgendeDatum: null,
  waarschuwing: null,
  laatste: null,
};
const base: OnthaalRow = {
  ID: 1,
  mvmnummer: 245,
  voornaam: 'Zoë',
  achternaam: 'Hénaut',
  CreatedAt: '2024-01-01T00:00:00Z',
  UpdatedAt: '2024-01-01T00:00:00Z',
  status: 'Actief',
  einddatum: '2026-12-31T22:59:59.999Z',
  controle: false,
  redenControle: '',
  dag: 'Dinsdag',
  nietBetalen: false,
  voorrang: false,
  vandaag,
  geprintVandaag: 0,
};
// 2025-03-11 is a Tuesday (Dinsdag) in Brussels.
const tuesday = new Date('2025-03-11T10:00:00Z');
const render = (rows: OnthaalRow[], onPrint = vi.fn(), printBusy = false) =>
  renderWithProviders(
    <OnthaalTable rows={rows} now={tuesday} printBusy={printBusy} printingNr={null} onPrint={onPrint} />,
  );

describe('reception rows (spec 1 §2)', () => {
  it.each([
    [{ controle: true, redenControle: 'Attest' }, 'Controle: Attest'],
    [{ status: 'Actief' as const }, 'Actief'],
    [{ status: 'Te Verlengen' as const }, 'Te Verlengen'],
    [{ status: 'Niet Actief' as const }, 'Niet Actief'],
  ])('shows the icon of %o', (change, label) => {
    render([{ ...base, ...change }]);
    expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
  });

  it.each([
    ['Donderdag', true],
    ['Dinsdag', false],
    ['Wisselend', false],
  ] as const)('shows Dag %s in red bold: %s', (dag, red) => {
    render([{ ...base, dag }]);
    const cell = screen.getByText(dag);
    expect(cell.hasAttribute('data-other-day')).toBe(red);
  });

  it("shows 'Reden Controle' only when a row has one", () => {
    const { unmount } = render([base]);
    expect(screen.queryByRole('columnheader', { name: 'Reden Controle' })).not.toBeInTheDocument();
    unmount();
    render([{ ...base, controle: true, redenControle: 'Attest ontbreekt' }]);
    expect(screen.getByRole('columnheader', { name: 'Reden Controle' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Attest ontbreekt' })).toBeInTheDocument();
  });

  it('says why a household cannot get food today, and ticks a ticket printed today', () => {
    render([
      {
        ...base,
        vandaag: { ...vandaag, magVandaag: false, reden: 'Klant heeft deze week al voeding gehad' },
        geprintVandaag: 2,
      },
    ]);
    expect(screen.getByText('Geen voeding')).toBeInTheDocument();
    expect(screen.getByText('Klant heeft deze week al voeding gehad')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Vandaag al geprint (2)' })).toBeInTheDocument();
  });

  it('prints the row it belongs to', async () => {
    const onPrint = vi.fn();
    const { user } = render([base, { ...base, ID: 2, mvmnummer: 7 }], onPrint);
    const row = screen.getByRole('row', { name: /MVM7/ });
    await user.click(within(row).getByRole('button', { name: 'Print MVM7' }));
    expect(onPrint).toHaveBeenCalledWith(expect.objectContaining({ mvmnummer: 7 }));
  });

  it('has no print column when the roles allow no ticket (issue 27 item 8)', () => {
    renderWithProviders(<OnthaalTable rows={[base]} now={tuesday} printBusy={false} printingNr={null} />);
    expect(screen.getByRole('cell', { name: 'Zoë' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Print/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(screen.getAllByRole('row')[1]!.children.length);
  });

  it('shows the shortcut on the first print button (issue 27)', () => {
    render([base, { ...base, ID: 2, mvmnummer: 7 }]);
    const first = screen.getByRole('button', { name: 'Print MVM245' });
    expect(first).toHaveAttribute('aria-keyshortcuts', 'Alt+P');
    expect(within(first).getByText('Alt+P')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print MVM7' })).not.toHaveAttribute('aria-keyshortcuts');
  });

  it('keeps a busy print button focusable, and it prints nothing (spec 1 §4, issue 27)', async () => {
    const onPrint = vi.fn();
    const { user } = render([base], onPrint, true);
    const button = screen.getByRole('button', { name: 'Print MVM245' });
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    button.focus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(button).toHaveFocus();
    expect(onPrint).not.toHaveBeenCalled();
  });
});
