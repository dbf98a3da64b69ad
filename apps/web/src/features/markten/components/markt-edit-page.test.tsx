import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyText } from '../../../test/fetch-calls';
import { allowAll } from '../../../test/households';
import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { MarktEditPage } from './markt-edit-page';
import { MarktenBeheerPage } from './markten-beheer-page';

const saved = {
  ID: 12,
  naam: 'Speelgoedmarkt',
  beschrijving: 'Speelgoed',
  startDatum: '2025-12-01',
  eindDatum: '2025-12-02',
  printLocatie: 'onthaal',
  voorKinderen: true,
  minKindLeeftijd: 2,
  maxKindLeeftijd: 10,
  CreatedAt: '2025-10-01T10:00:00Z',
  UpdatedAt: '2025-10-01T10:00:00Z',
};

const ROLES = { 'GET /v1/auth/whoami/roles': { body: allowAll() } };
const READ_ONLY = { 'GET /v1/auth/whoami/roles': { body: allowAll(['GET']) } };

describe('Markt Aanmaken / Bewerken (spec 2 §2, §5)', () => {
  it('names every missing field and sends nothing', async () => {
    logInAs();
    const fetchMock = mockApi(ROLES);
    const { user } = renderWithProviders(<MarktEditPage />, {
      route: '/martken/details/0',
      path: '/martken/details/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Markt Aanmaken' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Opslaan' }));
    for (const message of [
      'Naam niet ingevuld!',
      'Beschrijving niet ingevuld!',
      'Startdatum niet ingevuld!',
      'Einddatum niet ingevuld!',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('edits a market: title, the children switch with its ages, and the saved message', async () => {
    logInAs();
    const fetchMock = mockApi({
      ...ROLES,
      'GET /v1/markt/12': { body: saved },
      'PUT /v1/markt/12': (init) => ({
        body: {
          status: 'ok',
          message: 'De markt is opgeslagen!',
          data: { ...saved, ...JSON.parse(bodyText(init)) },
        },
      }),
    });
    const { user } = renderWithProviders(<MarktEditPage />, {
      route: '/martken/details/12',
      path: '/martken/details/:id',
    });
    expect(
      await screen.findByRole('heading', { name: 'Markt "Speelgoedmarkt" Bewerken' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Markt voor kindermateriaal' })).toBeChecked();
    const max = screen.getByRole('textbox', { name: 'Maximum leeftijd (inclusief)' });
    await user.clear(max);
    await user.type(max, '1');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText('Minimum leeftijd mag niet groter zijn dan maximum leeftijd!'),
    ).toBeInTheDocument();
    await user.type(max, '2');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De markt is opgeslagen!')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(bodyText(put?.[1]))).toMatchObject({ maxKindLeeftijd: 12, voorKinderen: true });
  });

  it('shows a market read-only, without Opslaan, to a role that may not save it (issue 27 item 8)', async () => {
    logInAs();
    mockApi({ ...READ_ONLY, 'GET /v1/markt/12': { body: saved } });
    const view = renderWithProviders(<MarktEditPage />, {
      route: '/martken/details/12',
      path: '/martken/details/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Markt "Speelgoedmarkt"' })).toBeInTheDocument();
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Naam' })).toBeDisabled();
  });
});

describe('Markten beheer (spec 2 §2)', () => {
  it('lists the markets with the spec columns and deletes after the confirmation', async () => {
    logInAs();
    const fetchMock = mockApi({
      ...ROLES,
      'GET /v1/markten/': { body: [saved], headers: { 'Num-Total-Entries': '1' } },
      'DELETE /v1/markt/12': { body: { status: 'ok', message: 'Markt verwijderd' } },
    });
    const { user } = renderWithProviders(<MarktenBeheerPage />, { route: '/markten/beheer' });
    expect(await screen.findByText('Speelgoedmarkt')).toBeInTheDocument();
    expect(screen.getByText('Ja')).toBeInTheDocument();
    expect(screen.getByText('01/12/2025')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Verwijderen' }));
    expect(
      await screen.findByText('Ben je zeker dat je "Speelgoedmarkt" wil verwijderen?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verwijder' }));
    await screen.findByText('Speelgoedmarkt');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('offers a read-only role Bekijken, and no Nieuw, Bewerken or Verwijderen (issue 27 item 8)', async () => {
    logInAs();
    mockApi({ ...READ_ONLY, 'GET /v1/markten/': { body: [saved], headers: { 'Num-Total-Entries': '1' } } });
    const view = renderWithProviders(<MarktenBeheerPage />, { route: '/markten/beheer' });
    expect(await screen.findByText('Speelgoedmarkt')).toBeInTheDocument();
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('button', { name: 'Bekijken' })).toBeInTheDocument();
    for (const name of ['Nieuw', 'Bewerken', 'Verwijderen'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
