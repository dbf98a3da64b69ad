import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ZeephuisjeKlant } from '@mvm/domain/ledger/schemas';
import { logInAs, renderWithProviders } from '../../../test/render';
import { categorie, list, mockServer, object, row, zeephuisjeKlant } from '../test/fixtures';
import { ZeephuisjeDetails } from './zeephuisje-details';

const pakketten = categorie('zeephuisje', { ID: 30, naam: 'Pakketten', order: 1 });
const beddengoed = categorie('zeephuisje', { ID: 31, naam: 'Beddengoed', order: 2 });
// Not 'opMaat': the soap house still asks the size of an item that has sizes (spec 2 §5).
const luiers = categorie('zeephuisje', { ID: 32, naam: 'Luiers', order: 3 });
const pakket = object(301, 'Pakket', pakketten, { soort: 'pakket', maten: [{ ID: 1, naam: 'Standaard' }] });
const overtrek2 = object(311, 'Overtrek 2 Personen', beddengoed);
const overtrek1 = object(312, 'Overtrek 1 Persoon', beddengoed);
const luier = object(321, 'Luiers', luiers, {
  maten: [
    { ID: 3, naam: 'Maat 3' },
    { ID: 4, naam: 'Maat 4' },
  ],
});

const klant = (extra: Partial<ZeephuisjeKlant> = {}) =>
  zeephuisjeKlant({
    totalen: {
      sinds: '2025-11-24T10:00:00.000Z',
      kinderen: 2,
      luiers: [{ ID: 13, naam: 'Noah Peeters', geboortedatum: '2024-12-01' }],
      items: [
        { objectID: 301, object: 'Pakket', categorieID: 30, soort: 'pakket', aantal: 10 },
        { objectID: 321, object: 'Luiers', categorieID: 32, soort: null, aantal: 40 },
        { objectID: 311, object: 'Overtrek 2 Personen', categorieID: 31, soort: null, aantal: 4 },
        { objectID: 312, object: 'Overtrek 1 Persoon', categorieID: 31, soort: null, aantal: 8 },
      ],
    },
    ...extra,
  });

function setup(reply: ZeephuisjeKlant = klant()) {
  logInAs();
  const server = mockServer((call) => {
    if (call.path === '/v1/zeephuisje/objects') return { body: [pakket, overtrek2, overtrek1, luier] };
    if (call.path === '/v1/zeephuisje/klant/245' && call.method === 'GET') return { body: reply };
    if (call.path === '/v1/zeephuisje/klant/245/gekregen') {
      const cat = Number(call.query.get('categorie'));
      return cat === 30 ? list([row(1, pakket, { maatID: 1, maat: 'Standaard' })], 12) : list([]);
    }
    if (call.path === '/v1/zeephuisje/klant/245/pakket')
      return { body: { status: 'ok', message: 'Opgeslagen!', data: [row(9, pakket)] } };
    if (call.method === 'POST' && call.path.startsWith('/v1/zeephuisje/klant/245/gekregen/'))
      return { body: { status: 'ok', message: 'Opgeslagen!', data: row(10, luier) } };
    return undefined;
  });
  return {
    ...renderWithProviders(<ZeephuisjeDetails mvmnummer={245} />, { route: '/zeephuisje/details/245' }),
    server,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('soap-house goods (spec 2 §2, §4, §9)', () => {
  it('shows the totals with Overtrek /2 and /(2 × children), hides Pakket and Luiers, and flags diapers', async () => {
    setup();
    expect(await screen.findByText('Totalen sinds 24/11/2025')).toBeInTheDocument();
    expect(screen.getByText('Overtrek 2 Personen:')).toBeInTheDocument();
    expect(screen.getByText('2 (/2)')).toBeInTheDocument();
    expect(screen.getByText('2 (/4)')).toBeInTheDocument();
    expect(screen.queryByText('Pakket:')).not.toBeInTheDocument();
    expect(screen.queryByText('Luiers:')).not.toBeInTheDocument();
    const gezin = screen.getByRole('list', { name: 'Gezinsleden' });
    const noah = within(gezin).getByText('Noah Peeters, 1 jaar').closest('li')!;
    expect(noah).toHaveTextContent('Luiers');
  });

  it('one accordion per category in order, paged 10 a page', async () => {
    setup();
    const controls = await screen.findAllByRole('button', { name: /^(Pakketten|Beddengoed|Luiers)$/ });
    expect(controls.map((c) => c.textContent)).toEqual(['Pakketten', 'Beddengoed', 'Luiers']);
    expect(await screen.findByText('Pagina 1 van 2 · 12 rijen')).toBeInTheDocument();
  });

  it("'Pakket Vandaag' records at once through the server", async () => {
    const { user, server } = setup();
    await screen.findByText(/Mag vandaag een pakket krijgen/);
    await user.click(screen.getByRole('button', { name: 'Pakket Vandaag' }));
    expect(await screen.findByText('Opgeslagen!')).toBeInTheDocument();
    expect(server.writes()).toEqual(['POST /v1/zeephuisje/klant/245/pakket']);
  });

  it("refuses 'Pakket Vandaag' with 'Klant heeft deze maand al een pakket gehad' under 'Error!'", async () => {
    const { user, server } = setup(
      klant({
        vandaag: {
          magVandaag: false,
          reden: 'Klant heeft deze maand al een pakket gehad',
          redenCode: 'deze-maand',
          volgendeDatum: '2026-12-01',
          waarschuwing: 'Vandaag is niet de dag van dit gezin (Dinsdag)',
          laatste: '2026-11-03T10:00:00Z',
        },
      }),
    );
    expect(await screen.findByText(/Kan terug vanaf 01\/12\/2026/)).toBeInTheDocument();
    expect(screen.getByText(/Vandaag is niet de dag van dit gezin \(Dinsdag\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pakket Vandaag' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Error!');
    expect(dialog).toHaveTextContent('Klant heeft deze maand al een pakket gehad');
    expect(server.writes()).toEqual([]);
  });

  it("a size-needing item without size: 'Maat niet ingevuld' (the soap house's wording)", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Luiers' }));
    await user.click(await screen.findByRole('button', { name: 'Rij Toevoegen Luiers' }));
    const table = screen.getByRole('table', { name: 'Luiers' });
    await user.click(within(table).getByRole('textbox', { name: 'Item rij 1' }));
    await user.click(await screen.findByRole('option', { name: 'Luiers' }));
    expect(within(table).getByRole('columnheader', { name: 'Maat' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveTextContent('Luiers, rij 1: Maat niet ingevuld'));
    expect(dialog).not.toHaveTextContent('Maat niet ingevuld!');
  });
});
