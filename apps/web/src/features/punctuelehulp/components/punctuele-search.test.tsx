import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowAll } from '../../../test/households';
import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { PunctueleSearch } from './punctuele-search';
import { requestUrl } from '../../../test/fetch-calls';

const row = (enummer: number, voornaam: string) => ({
  ID: enummer + 100,
  enummer,
  mvmnummer: null,
  voornaam,
  achternaam: 'Peeters',
  CreatedAt: '2025-03-05T10:00:00Z',
  geboorteland: 'België',
});

function setup() {
  logInAs();
  const fetchMock = mockApi({
    'GET /v1/auth/whoami/roles': { body: allowAll() },
    'GET /v1/punctuelehulp/': {
      body: [row(45, 'Sofie'), row(46, 'Lina')],
      headers: { 'Num-Total-Entries': '2' },
    },
  });
  const view = renderWithProviders(<PunctueleSearch />, {
    route: '/punctuele/search',
    routes: [{ path: '/punctuele/details/:id', element: <p>Details</p> }],
  });
  const searches = () =>
    fetchMock.mock.calls
      .map(([url]) => new URL(requestUrl(url), 'http://x'))
      .filter((u) => u.pathname === '/v1/punctuelehulp/')
      .map((u) => `${u.searchParams.get('page')}:${u.searchParams.get('search') ?? ''}`);
  return { ...view, fetchMock, searches };
}

const type = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Zoeken' }), { target: { value } });

describe('Eenmalige Hulp search (spec 2 §2)', () => {
  it('shows the columns of the spec, 10 a page, and opens a case', async () => {
    const { user, router, searches } = setup();
    expect(await screen.findByText('E45')).toBeInTheDocument();
    for (const header of ['E-nummer', 'Voornaam', 'Achternaam', 'Inschrijvingsdatum', 'Land', 'Open']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getAllByText('05/03/2025')).toHaveLength(2);
    expect(searches()).toEqual(['1:']);
    await user.click(screen.getByRole('button', { name: 'Open E46 Lina Peeters' }));
    expect(router.state.location.pathname).toBe('/punctuele/details/46');
  });

  it("'Nieuw' opens id 0, 'Nieuw met eID' adds readEID", async () => {
    const { user, router } = setup();
    await user.click(await screen.findByRole('button', { name: 'Nieuw met eID' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/punctuele/details/0?readEID=1',
    );
  });

  it('reloads page 1 by itself only when the query passes 3 characters or is emptied', async () => {
    const { searches } = setup();
    await screen.findByText('E45');
    type('Pee');
    await new Promise((r) => setTimeout(r, 700));
    expect(searches()).toEqual(['1:']);
    type('Peet');
    await waitFor(() => expect(searches()).toEqual(['1:', '1:Peet']));
    type('');
    await waitFor(() => expect(searches()).toEqual(['1:', '1:Peet', '1:']));
  });

  it('searches a short query with the button', async () => {
    const { user, searches } = setup();
    await screen.findByText('E45');
    type('Li');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(searches()).toContain('1:Li'));
  });
});
