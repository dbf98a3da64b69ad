import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInAs, renderWithProviders } from '../../../test/render';
import { runtimeConfigReply } from '../../../test/runtime-config';
import { categorie, lid, list, mockServer, object, row } from '../test/fixtures';
import { MateriaalDetails } from './materiaal-details';

const kleding = categorie('materiaal', {
  ID: 1,
  naam: 'Kleding',
  perPersoon: true,
  opMaat: true,
  printKindInfo: true,
});
const speelgoed = categorie('materiaal', { ID: 2, naam: 'Speelgoed' });
const trui = object(5, 'Trui', kleding, {
  prijs: 3,
  maten: [
    { ID: 51, naam: '98' },
    { ID: 52, naam: '104' },
  ],
});
const muts = object(6, 'Muts', kleding, { maten: [{ ID: 61, naam: 'Eén maat' }] });
const bal = object(7, 'Bal', speelgoed);

function setup(klantLid = lid()) {
  logInAs();
  const server = mockServer((call) => {
    if (call.path === '/config.json')
      return { body: runtimeConfigReply({ printers: { onthaal: '/print-agent' } }) };
    if (call.path === '/v1/materiaal/objects') return { body: [trui, muts, bal] };
    if (call.path === '/v1/materiaal/klant/245' && call.method === 'GET')
      return { body: { lid: klantLid, opmerking: 'Vraagt schoenen' } };
    if (call.path === '/v1/materiaal/klant/245' && call.method === 'POST')
      return { body: { status: 'ok', message: 'Opgeslagen!', data: { lid: klantLid, opmerking: '' } } };
    if (call.path === '/v1/materiaal/klant/245/gekregen/1')
      return list([row(1, trui, { gezinsLid: 12, ontvanger: 'Lotte Peeters', maatID: 51, maat: '98' })], 1);
    if (call.path === '/v1/materiaal/klant/245/gekregen/2') return list([]);
    if (call.method === 'POST' && call.path.startsWith('/v1/materiaal/klant/245/gekregen/'))
      return { body: { status: 'ok', message: 'Opgeslagen!', data: row(77, muts) } };
    if (call.path === '/print-agent/materiaal') return { body: { status: 'ok' } };
    return undefined;
  });
  return {
    ...renderWithProviders(<MateriaalDetails mvmnummer={245} />, { route: '/materiaal/details/MVM245' }),
    server,
  };
}

describe('material details (spec 1 §2, §4, §5, §7)', () => {
  it("shows the info block: 'Niet Actief' and 'Niet Betalen', number, place, household and remark", async () => {
    setup(lid({ status: 'Niet Actief', nietBetalen: true }));
    expect(await screen.findByText('Niet Actief')).toBeInTheDocument();
    expect(screen.getByText('Niet Betalen')).toBeInTheDocument();
    expect(screen.getByText('MVM245')).toBeInTheDocument();
    expect(screen.getByText('9000 Gent')).toBeInTheDocument();
    const leden = within(screen.getByRole('list', { name: 'Gezinsleden' })).getAllByRole('listitem');
    // Newest first.
    expect(leden.map((l) => l.textContent)).toEqual([
      '01/12/2024 · Man · Noah Peeters',
      '10/05/2020 · Vrouw · Lotte Peeters',
      '01/03/1990 · Vrouw · Sofie Peeters',
    ]);
    expect(screen.getByRole('textbox', { name: 'Opmerking' })).toHaveValue('Vraagt schoenen');
  });

  it('shows the child and size columns only for categories per person and per size', async () => {
    const { user } = setup();
    const kledingTable = await screen.findByRole('table', { name: 'Kleding' });
    expect(
      within(kledingTable)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Print', 'Datum', 'Aantal', 'Ontvanger', 'Item', 'Maat', 'Opmerking', 'Verwijderen']);
    await user.click(screen.getByRole('button', { name: 'Speelgoed' }));
    const speelgoedTable = await screen.findByRole('table', { name: 'Speelgoed' });
    expect(
      within(speelgoedTable)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Print', 'Datum', 'Aantal', 'Item', 'Opmerking', 'Verwijderen']);
  });

  it('a new row picks the only size of its item, and the material messages refuse an incomplete one', async () => {
    const { user } = setup();
    await screen.findByRole('table', { name: 'Kleding' });
    await user.click(screen.getByRole('button', { name: 'Rij Toevoegen Kleding' }));
    const table = screen.getByRole('table', { name: 'Kleding' });
    await user.click(within(table).getByRole('textbox', { name: 'Item rij 1' }));
    await user.click(await screen.findByRole('option', { name: 'Muts' }));
    expect(within(table).getByRole('textbox', { name: 'Maat rij 1' })).toHaveValue('Eén maat');
    await user.click(within(table).getByRole('textbox', { name: 'Item rij 1' }));
    await user.click(await screen.findByRole('option', { name: 'Trui' }));
    expect(within(table).getByRole('textbox', { name: 'Maat rij 1' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Kleding, rij 1: ontvanger niet ingevuld, maat niet ingevuld',
    );
  });

  it('saves the remark first, then the row, then reloads', async () => {
    const { user, server } = setup();
    await screen.findByRole('table', { name: 'Kleding' });
    await user.type(screen.getByRole('textbox', { name: 'Opmerking' }), ' en een jas');
    await user.click(screen.getByRole('button', { name: 'Speelgoed' }));
    await user.click(await screen.findByRole('button', { name: 'Rij Toevoegen Speelgoed' }));
    const table = screen.getByRole('table', { name: 'Speelgoed' });
    await user.click(within(table).getByRole('textbox', { name: 'Item rij 1' }));
    await user.click(await screen.findByRole('option', { name: 'Bal' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opgeslagen!')).toBeInTheDocument();
    expect(server.writes()).toEqual([
      'POST /v1/materiaal/klant/245',
      'POST /v1/materiaal/klant/245/gekregen/2/0',
    ]);
    expect(server.calls[server.calls.length - 1]?.method).toBe('GET');
  });

  it('asks before opening the filter with unsaved changes (spec 1 §4)', async () => {
    const { user } = setup();
    await screen.findByRole('table', { name: 'Kleding' });
    await user.type(screen.getByRole('textbox', { name: 'Opmerking' }), '!');
    await user.click(screen.getByRole('button', { name: 'Filter Kleding' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Er zijn niet opgeslagen wijzigingen!');
  });

  it('filters by item, size and child through the list call', async () => {
    const { user, server } = setup();
    await screen.findByRole('table', { name: 'Kleding' });
    await user.click(screen.getByRole('button', { name: 'Filter Kleding' }));
    // The filter opens after the unsaved-changes guard's promise, like every filter change below.
    await user.click(await screen.findByRole('textbox', { name: 'Item' }));
    await user.click(await screen.findByRole('option', { name: 'Trui' }));
    // The size list is enabled once the chosen item is applied, a moment after the click: a click on it while
    // still disabled would be lost (seen once in a full run).
    const maat = screen.getByRole('textbox', { name: 'Maat' });
    await waitFor(() => expect(maat).toBeEnabled());
    await user.click(maat);
    await user.click(await screen.findByRole('option', { name: '104' }));
    await user.click(screen.getByRole('textbox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Lotte Peeters' }));
    await waitFor(() => {
      const last = server.calls.filter((c) => c.path.endsWith('/gekregen/1')).at(-1)!;
      expect(Object.fromEntries(last.query)).toMatchObject({
        object: '5',
        maat: '52',
        gezinsLid: '12',
        page: '1',
      });
    });
  });

  it('prints the ticked rows with the child info, and refuses when nothing is ticked', async () => {
    const { user, server } = setup();
    await screen.findByRole('table', { name: 'Kleding' });
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Niets om te printen');
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    await user.click(screen.getByRole('checkbox', { name: 'Printen rij 1' }));
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(await screen.findByText('Print verstuurd')).toBeInTheDocument();
    const body = server.calls.find((c) => c.path === '/print-agent/materiaal')?.body as {
      klant: unknown;
      items: { ontvanger: unknown }[];
    };
    expect(body.klant).toEqual({ mvmNummer: 'MVM245', voornaam: 'Sofie', naam: 'Peeters' });
    expect(body.items[0]).toMatchObject({
      object: 'Trui',
      maat: '98',
      prijs: 3,
      ontvanger: { naam: 'Lotte Peeters', geslacht: 'Vrouw' },
    });
  });
});
