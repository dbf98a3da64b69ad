import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { allowAll, dossier } from '../../../test/households';
import { LidDetailsPage } from './lid-details-page';

function setup(route: string, lid = dossier()) {
  logInAs();
  mockApi({
    'GET /v1/auth/whoami/roles': { body: allowAll() },
    'GET /v1/lid/12': { body: lid },
    'GET /v1/lid/12/gekregen': { body: [], headers: { 'Num-Total-Entries': '0' } },
    'GET /v1/lid/12/gekregen/voeding': { body: [] },
  });
  return renderWithProviders(<LidDetailsPage informatie={(id) => <p>Formulier {id}</p>} />, {
    route,
    path: '/leden/details/:id',
    routes: [{ path: '/leden/search', element: <p>Zoeklijst</p> }],
  });
}

describe('LidDetailsPage (spec 2 §2 member details)', () => {
  it('shows the household header: name, number, status, controle, Niet Betalen, Voorrang and remarks', async () => {
    setup(
      '/leden/details/MVM12',
      dossier({
        status: 'Te Verlengen',
        controle: true,
        redenControle: 'Inkomen nakijken',
        nietBetalen: true,
        voorrang: true,
        tijdelijkeOpmerkingen: 'Komt donderdag langs',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Fatima El Amrani', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('MVM12')).toBeInTheDocument();
    expect(screen.getByText('Te Verlengen')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Controle: Inkomen nakijken' })).toBeInTheDocument();
    expect(screen.getByText('Niet Betalen')).toBeInTheDocument();
    expect(screen.getByText('Voorrang')).toBeInTheDocument();
    expect(screen.getByText('Komt donderdag langs')).toBeInTheDocument();
    expect(screen.getByText(/3 gezinsleden: 2 volwassenen, 1 kind/)).toBeInTheDocument();
  });

  it('has side tabs as ARIA tabs, Informatie first with the household form', () => {
    setup('/leden/details/MVM12');
    const list = screen.getByRole('tablist', { name: 'Onderdelen van het dossier' });
    expect(list).toHaveAttribute('aria-orientation', 'vertical');
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Informatie', 'Gezin', 'Lidmaatschap', 'Hulp']);
    expect(screen.getByRole('tab', { name: 'Informatie' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Formulier 12');
  });

  it('keeps the active tab in the URL', async () => {
    const { user, router } = setup('/leden/details/MVM12');
    await user.click(screen.getByRole('tab', { name: 'Gezin' }));
    expect(router.state.location.search).toBe('?tab=gezin');
    expect(await screen.findByRole('table', { name: 'Gezinsleden' })).toBeInTheDocument();
  });

  it('opens the tab named in the URL', async () => {
    setup('/leden/details/MVM12?tab=lidmaatschap');
    expect(screen.getByRole('tab', { name: 'Lidmaatschap' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Verlengen' })).toBeInTheDocument();
  });

  it('disables Gezin, Lidmaatschap and Hulp without a member number', () => {
    setup('/leden/details/onbekend');
    for (const name of ['Gezin', 'Lidmaatschap', 'Hulp']) {
      expect(screen.getByRole('tab', { name })).toBeDisabled();
    }
    expect(screen.getByRole('tab', { name: 'Informatie' })).toBeEnabled();
  });

  it("'Terug' returns to the member search", async () => {
    const { user } = setup('/leden/details/MVM12');
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    expect(await screen.findByText('Zoeklijst')).toBeInTheDocument();
  });

  it('shows the received-help table with its columns on the Hulp tab', async () => {
    setup('/leden/details/MVM12?tab=hulp');
    const table = await screen.findByRole('table', { name: 'Gekregen hulp' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Datum', 'Aantal', 'Afdeling', 'Item', 'Ontvanger', 'Maat', 'Opmerking']);
    expect(screen.getByRole('heading', { name: 'Voeding' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Geen voeding ontvangen in de laatste 52 weken.')).toBeInTheDocument(),
    );
  });
});
