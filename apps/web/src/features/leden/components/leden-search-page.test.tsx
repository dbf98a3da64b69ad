import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { allowAll, ledenRow } from '../../../test/households';
import { LedenSearchPage } from './leden-search-page';
import { runtimeConfigReply } from '../../../test/runtime-config';
import { requestUrl } from '../../../test/fetch-calls';

const details = { path: '/leden/details/:id', element: <p>Detailpagina</p> };
const punctueel = { path: '/punctuele/details/:id', element: <p>Nieuw dossier</p> };

function setup(rows = [ledenRow()], route = '/leden/search', extra: Parameters<typeof mockApi>[0] = {}) {
  logInAs();
  const fetchMock = mockApi({
    'GET /v1/auth/whoami/roles': { body: allowAll() },
    'GET /v1/leden/': { body: rows, headers: { 'Num-Total-Entries': String(rows.length) } },
    ...extra,
  });
  const result = renderWithProviders(<LedenSearchPage />, { route, routes: [details, punctueel] });
  const ledenCalls = () =>
    fetchMock.mock.calls
      .map(([url]) => requestUrl(url))
      .filter((url) => url.startsWith('/v1/leden/'))
      .map((url) => new URL(url, 'http://x').searchParams);
  return { ...result, fetchMock, ledenCalls };
}

describe('LedenSearchPage (spec 2 §2 member search)', () => {
  it('offers no Nieuw to a role that may not add a one-off case (issue 27 item 8)', async () => {
    const { queryClient } = setup(undefined, undefined, {
      'GET /v1/auth/whoami/roles': { body: allowAll(['GET']) },
    });
    expect(await screen.findByRole('table', { name: 'Leden' })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('link', { name: 'Nieuw' })).not.toBeInTheDocument();
  });

  it('shows the columns of the spec, the title, Nieuw and eID lezen', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Leden' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Nieuw' })).toHaveAttribute(
      'href',
      '/punctuele/details/0',
    );
    expect(screen.getByRole('button', { name: 'eID lezen' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Leden' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'MVM Nummer',
      'Voornaam',
      'Achternaam',
      'Inschrijvingsdatum',
      'Laatste update',
      'Status',
      'Einddatum',
      'Openen',
    ]);
    expect(await within(table).findByRole('cell', { name: 'MVM12' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '05/01/2025' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Open MVM12' })).toBeInTheDocument();
  });

  it('asks the default order, 10 rows and page 1', async () => {
    const { ledenCalls } = setup();
    await screen.findByRole('cell', { name: 'MVM12' });
    const params = ledenCalls()[0]!;
    expect(params.get('order')).toBe('MVMNummer desc');
    expect(params.get('page_size')).toBe('10');
    expect(params.get('page')).toBe('1');
  });

  it('shows one badge per status and the controle, Niet Betalen and Voorrang marks', async () => {
    setup([
      ledenRow({ ID: 1, mvmnummer: 1, status: 'Actief' }),
      ledenRow({ ID: 2, mvmnummer: 2, status: 'Te Verlengen', nietBetalen: true }),
      ledenRow({
        ID: 3,
        mvmnummer: 3,
        status: 'Niet Actief',
        controle: true,
        redenControle: 'Adres nakijken',
      }),
      ledenRow({ ID: 4, mvmnummer: 4, status: 'Actief', voorrang: true }),
    ]);
    const table = await screen.findByRole('table', { name: 'Leden' });
    await within(table).findByRole('cell', { name: 'MVM1' });
    const row = (nr: number) =>
      within(table)
        .getByRole('cell', { name: `MVM${nr}` })
        .closest('tr')!;
    expect(within(row(1)).getByText('Actief')).toBeInTheDocument();
    expect(within(row(2)).getByText('Te Verlengen')).toBeInTheDocument();
    expect(within(row(2)).getByText('Niet Betalen')).toBeInTheDocument();
    expect(within(row(3)).getByText('Niet Actief')).toBeInTheDocument();
    expect(within(row(3)).getByRole('img', { name: 'Controle: Adres nakijken' })).toBeInTheDocument();
    expect(within(row(4)).getByText('Voorrang')).toBeInTheDocument();
    expect(within(row(1)).queryByRole('img', { name: /Controle/ })).not.toBeInTheDocument();
  });

  it('opens a scanned member number on its one Enter, with the scanner fix, and comes back to that search', async () => {
    const { user, router, ledenCalls } = setup();
    const input = screen.getByRole('textbox', { name: 'Zoeken' });
    expect(input).toHaveFocus();
    await user.type(input, 'MVM&é{Enter}');
    expect(await screen.findByText('Detailpagina')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/leden/details/MVM12');
    expect(ledenCalls().at(-1)?.get('search')).toBe('12');
    expect(router.state.location.state).toEqual({ from: '/leden/search?q=MVM12' });
  });

  it('opens the member of a valid national number on its one Enter', async () => {
    const { user, router, ledenCalls } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Zoeken' }), '90021412204{Enter}');
    expect(await screen.findByText('Detailpagina')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/leden/details/MVM12');
    expect(ledenCalls().at(-1)?.get('rijksregisternummer')).toBe('90021412204');
  });

  it('shows the list when a scanned member number is not an exact match', async () => {
    const { user, router } = setup([ledenRow({ mvmnummer: 120 })]);
    await user.type(screen.getByRole('textbox', { name: 'Zoeken' }), 'MVM12{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=MVM12'));
    expect(router.state.location.pathname).toBe('/leden/search');
  });

  it('opens a name search with one result on the second Enter only', async () => {
    const { user, router, ledenCalls } = setup();
    const input = screen.getByRole('textbox', { name: 'Zoeken' });
    await user.type(input, 'Fatima{Enter}');
    await waitFor(() => expect(ledenCalls().at(-1)?.get('search')).toBe('Fatima'));
    expect(await screen.findByText(/druk op Enter om MVM12 te openen/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/leden/search');
    await user.type(input, '{Enter}');
    expect(await screen.findByText('Detailpagina')).toBeInTheDocument();
  });

  it('offers no single-result Enter for the whole list, only for a search', async () => {
    const { user, router } = setup();
    const input = screen.getByRole('textbox', { name: 'Zoeken' });
    expect(await screen.findByRole('cell', { name: 'MVM12' })).toBeInTheDocument();
    expect(screen.queryByText(/Eén lid gevonden/)).not.toBeInTheDocument();
    await user.type(input, '{Enter}');
    expect(router.state.location.pathname).toBe('/leden/search');
  });

  it('selects the search text when coming back, so the next scan replaces it', async () => {
    const { user, router } = setup([ledenRow()], '/leden/search?q=MVM245');
    const input = screen.getByRole('textbox', { name: 'Zoeken' });
    expect(input).toHaveValue('MVM245');
    expect(input).toHaveFocus();
    expect(input).toBeInstanceOf(HTMLInputElement);
    const box = input as HTMLInputElement;
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, 6]);
    await user.keyboard('MVM12{Enter}');
    expect(await screen.findByText('Detailpagina')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/leden/details/MVM12');
  });

  it('sends an 11-digit input as rijksregisternummer', async () => {
    const { user, ledenCalls } = setup([]);
    await user.type(screen.getByRole('textbox', { name: 'Zoeken' }), '85.07.30-033.28{Enter}');
    await waitFor(() => expect(ledenCalls().at(-1)?.get('rijksregisternummer')).toBe('85073003328'));
  });

  it('sorts on a column through the order parameter', async () => {
    const { user, ledenCalls } = setup();
    await screen.findByRole('cell', { name: 'MVM12' });
    await user.click(screen.getByRole('button', { name: 'Inschrijvingsdatum' }));
    await waitFor(() => expect(ledenCalls().at(-1)?.get('order')).toBe('created desc'));
    await user.click(screen.getByRole('button', { name: 'Inschrijvingsdatum' }));
    await waitFor(() => expect(ledenCalls().at(-1)?.get('order')).toBe('created asc'));
  });

  it('restores the search and page from the URL', async () => {
    const { ledenCalls } = setup([ledenRow()], '/leden/search?q=Peeters&page=3&size=20');
    await waitFor(() => expect(ledenCalls().length).toBeGreaterThan(0));
    const params = ledenCalls()[0]!;
    expect(params.get('search')).toBe('Peeters');
    expect(params.get('page')).toBe('3');
    expect(params.get('page_size')).toBe('20');
    expect(screen.getByRole('textbox', { name: 'Zoeken' })).toHaveValue('Peeters');
  });

  it('says what to do next when nothing is found', async () => {
    setup([], '/leden/search?q=Onbekend');
    expect(await screen.findByText('Geen leden gevonden')).toBeInTheDocument();
    expect(screen.getByText(/Kies dan "Nieuw" of lees de eID/)).toBeInTheDocument();
  });

  it('opens the member whose eID was read', async () => {
    const { user, router } = setup([ledenRow({ mvmnummer: 12 })], '/leden/search', {
      'GET /config.json': {
        body: runtimeConfigReply({ eidReaderUrl: 'http://eid.test' }),
      },
      'GET http://eid.test/read': { body: { nationalNumber: '85073003328', firstName: 'Fatima' } },
    });
    await user.click(screen.getByRole('button', { name: 'eID lezen' }));
    expect(await screen.findByText('Detailpagina')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/leden/details/MVM12');
  });

  it('opens a new dossier from the card when nobody has that number', async () => {
    const { user, router } = setup([], '/leden/search', {
      'GET /config.json': {
        body: runtimeConfigReply({ eidReaderUrl: 'http://eid.test' }),
      },
      'GET http://eid.test/read': { body: { nationalNumber: '85073003328', firstName: 'Fatima' } },
    });
    await user.click(screen.getByRole('button', { name: 'eID lezen' }));
    expect(await screen.findByText('Nieuw dossier')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/punctuele/details/0');
    expect(router.state.location.search).toBe('?readEID=1');
  });

  it("shows 'Error bij lezen van eID!' when the card has no national number", async () => {
    const { user } = setup([], '/leden/search', {
      'GET /config.json': {
        body: runtimeConfigReply({ eidReaderUrl: 'http://eid.test' }),
      },
      'GET http://eid.test/read': { body: { firstName: 'Fatima' } },
    });
    await user.click(screen.getByRole('button', { name: 'eID lezen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Error bij lezen van eID!');
    expect(dialog).toHaveTextContent('Geen geldig rijksregisternummer gevonden');
  });

  it('says the lookup limit was reached instead of opening a new dossier (issue 24)', async () => {
    const message = 'Te veel opzoekingen op rijksregisternummer. Probeer het over 40 seconden opnieuw.';
    const { user, router } = setup([], '/leden/search', {
      'GET /config.json': {
        body: runtimeConfigReply({ eidReaderUrl: 'http://eid.test' }),
      },
      'GET http://eid.test/read': { body: { nationalNumber: '85073003328', firstName: 'Fatima' } },
      'GET /v1/leden/': { status: 429, body: { error: message } },
    });
    await user.click(screen.getByRole('button', { name: 'eID lezen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/leden/search');
  });
});
