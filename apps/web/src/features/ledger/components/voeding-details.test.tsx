import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInAs, renderWithProviders } from '../../../test/render';
import { categorie, list, mockServer, object, row, voedingKlant } from '../test/fixtures';
import { VoedingDetails } from './voeding-details';
import type { VoedingKlant } from '@mvm/domain/ledger/schemas';

const cat = categorie('voeding', { ID: 20, naam: 'Voeding' });
const voeding = object(21, 'Voeding', cat, { soort: 'voeding' });
const verjaardag = object(22, 'Verjaardag', cat, { soort: 'verjaardag' });

function setup(
  klant: VoedingKlant = voedingKlant(),
  rows = [
    row(1, voeding, { datum: '2026-11-20T10:00:00Z' }),
    row(2, verjaardag, { datum: '2026-11-20T10:00:00Z' }),
    row(3, voeding, { datum: '2026-11-13T10:00:00Z' }),
  ],
) {
  logInAs();
  const server = mockServer((call) => {
    if (call.path === '/v1/voeding/objects') return { body: [voeding, verjaardag] };
    if (call.path === '/v1/voeding/klant/245' && call.method === 'GET') return { body: klant };
    if (call.path === '/v1/voeding/klant/245/gekregen') return list(rows, 13);
    if (call.path === '/v1/voeding/klant/245/vandaag')
      return { body: { status: 'ok', message: 'Opgeslagen!', data: [row(9, voeding)] } };
    if (call.path === '/v1/voeding/klant/245' && call.method === 'POST')
      return { body: { status: 'ok', message: 'Opgeslagen!', data: klant } };
    return undefined;
  });
  return {
    ...renderWithProviders(<VoedingDetails mvmnummer={245} />, { route: '/voeding/details/MVM245' }),
    server,
  };
}

// Ages and birthdays are read against a fixed day (only Date is faked: waits keep their real timers).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('food details (spec 1 §2, §4, §5)', () => {
  it('offers a read-only role no Voeding Vandaag, Opslaan or Rij Toevoegen, and the fields locked (issue 27 item 8)', async () => {
    logInAs();
    mockServer((call) => {
      if (call.path === '/v1/auth/whoami/roles')
        return { body: [{ ID: 2, name: 'alleen-lezen', verbs: ['GET'], endpoints: ['/v1/voeding/*'] }] };
      if (call.path === '/v1/voeding/objects') return { body: [voeding, verjaardag] };
      if (call.path === '/v1/voeding/klant/245') return { body: voedingKlant() };
      if (call.path === '/v1/voeding/klant/245/gekregen') return list([row(1, voeding)], 1);
      return undefined;
    });
    const view = renderWithProviders(<VoedingDetails mvmnummer={245} />, {
      route: '/voeding/details/MVM245',
    });
    const table = await screen.findByRole('table', { name: 'Gekregen voeding' });
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    for (const name of [/Voeding Vandaag/, 'Opslaan', /Rij Toevoegen/])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Opmerking' })).toBeDisabled();
    expect(within(table).getAllByRole('textbox')[0]).toBeDisabled();
  });

  it('shows the household with children as Jongen/Meisje, Speciale voeding, Type Voeding and the rows striped by day', async () => {
    setup();
    expect(await screen.findByText('Sofie Peeters, 36 jaar')).toBeInTheDocument();
    expect(screen.getByText('Meisje, 6 jaar')).toBeInTheDocument();
    expect(screen.getByText('Jongen, 1 jaar')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Speciale voeding' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Type Voeding' })).toHaveValue('Gewoon');
    expect(screen.getByText(/Mag vandaag voeding krijgen/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Gekregen voeding' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const bands = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.getAttribute('data-day-band'));
    expect(bands).toEqual(['a', 'a', 'b']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Datum', 'Aantal', 'Item', 'Opmerking', 'Verwijderen']);
    expect(screen.getByText('Pagina 1 van 2 · 13 rijen')).toBeInTheDocument();
  });

  it("'Voeding Vandaag' records at once through the server and says 'Opgeslagen!'", async () => {
    const { user, server } = setup();
    await screen.findByText(/Mag vandaag voeding krijgen/);
    await user.click(screen.getByRole('button', { name: 'Voeding Vandaag' }));
    expect(await screen.findByText('Opgeslagen!')).toBeInTheDocument();
    const call = server.calls.find((c) => c.path === '/v1/voeding/klant/245/vandaag');
    expect(call?.body).toEqual({ variant: 'gewoon' });
  });

  it.each([
    ['Met verjaardag', 'verjaardag'],
    ['Met vuilzakken', 'vuilzakken'],
  ])("the split button's '%s' sends its variant", async (label, variant) => {
    const { user, server } = setup();
    await screen.findByText(/Mag vandaag voeding krijgen/);
    await user.click(screen.getByRole('button', { name: 'Voeding Vandaag: kies een variant' }));
    await user.click(await screen.findByRole('menuitem', { name: label }));
    await screen.findByText('Opgeslagen!');
    expect(server.calls.find((c) => c.path.endsWith('/vandaag'))?.body).toEqual({ variant });
  });

  it("refuses with 'Klant heeft deze week al voeding gehad' and sends nothing", async () => {
    const klant = voedingKlant({
      vandaag: {
        magVandaag: false,
        reden: 'Klant heeft deze week al voeding gehad',
        redenCode: 'deze-week',
        volgendeDatum: '2026-11-30',
        waarschuwing: null,
        laatste: '2026-11-23T10:00:00Z',
      },
    });
    const { user, server } = setup(klant);
    expect(
      await screen.findByText(
        /Vandaag geen voeding: Klant heeft deze week al voeding gehad\. Kan terug vanaf 30\/11\/2026/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voeding Vandaag' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Error!');
    expect(dialog).toHaveTextContent('Klant heeft deze week al voeding gehad');
    expect(server.writes()).toEqual([]);
  });

  it('refuses the milk powder variant when none was ever given', async () => {
    const { user, server } = setup();
    await screen.findByText(/Mag vandaag voeding krijgen/);
    await user.click(screen.getByRole('button', { name: 'Voeding Vandaag: kies een variant' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Met (zelfde) melkpoeder' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Geen melkpoeder in het verleden gegeven, voeg deze eerst manueel toe.',
    );
    expect(server.writes()).toEqual([]);
  });

  it('shows the server refusal when a second desk was first', async () => {
    const { user } = setup();
    // The screen thought it could; the server (the same rule, in its transaction) says no.
    const server = mockServer((call) =>
      call.path.endsWith('/vandaag')
        ? { status: 400, body: { error: 'Klant heeft deze week al voeding gehad' } }
        : call.path === '/v1/voeding/klant/245'
          ? { body: voedingKlant() }
          : call.path.endsWith('/gekregen')
            ? list([])
            : call.path.endsWith('/objects')
              ? { body: [voeding] }
              : undefined,
    );
    await screen.findByText(/Mag vandaag voeding krijgen/);
    await user.click(screen.getByRole('button', { name: 'Voeding Vandaag' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Klant heeft deze week al voeding gehad');
    expect(server.writes()).toEqual(['POST /v1/voeding/klant/245/vandaag']);
  });

  it("saves 'Speciale voeding' and 'Type Voeding' with the remark first", async () => {
    const { user, server } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Speciale voeding' }), 'Geen noten');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Opgeslagen!');
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
      specialeVoeding: 'Geen noten',
      opmerking: '',
      typeVoeding: 'Gewoon',
    });
  });

  it("a food row without item: 'Gekregen niet ingevuld!'", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Rij Toevoegen' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Rij 1: Gekregen niet ingevuld!');
  });
});
