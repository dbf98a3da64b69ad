import { screen, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInAs, renderWithProviders } from '../../../test/render';
import { list, mockServer } from '../test/fixtures';
import { DeskSearchPage } from './desk-search-page';

const lidRow = (mvmnummer: number, voornaam: string) => ({
  ID: mvmnummer + 1000,
  mvmnummer,
  voornaam,
  achternaam: 'Peeters',
  CreatedAt: '2025-01-01T10:00:00Z',
  UpdatedAt: '2025-01-01T10:00:00Z',
  status: 'Actief',
  einddatum: null,
  controle: false,
  redenControle: '',
  dag: null,
  nietBetalen: false,
  voorrang: false,
});

function setup() {
  logInAs();
  const server = mockServer((call) => {
    if (call.path !== '/v1/leden/') return undefined;
    const search = call.query.get('search');
    if (search === '245') return list([lidRow(245, 'Sofie'), lidRow(2450, 'Ann')]);
    if (search === 'Peeters') return list([lidRow(245, 'Sofie'), lidRow(246, 'Lina')]);
    return list([]);
  });
  const view = renderWithProviders(<DeskSearchPage title="Voeding" detailsPath="/voeding/details" />, {
    route: '/voeding/search',
    routes: [{ path: '/voeding/details/:id', element: <p>Details</p> }],
  });
  return { ...view, server };
}

const box = () => screen.getByRole('textbox', { name: 'Zoeken' });

describe('desk search screens (spec 1 §2)', () => {
  it("has the title, the MVM prefix under 'Leden' and the type select", () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Voeding' })).toBeInTheDocument();
    expect(screen.getByTestId('search-prefix')).toHaveTextContent('MVM');
    expect(screen.getByRole('textbox', { name: 'Zoeken op' })).toHaveValue('Leden');
  });

  it('an exact member number opens the household at once (desk flow)', async () => {
    const { router, server } = setup();
    fireEvent.change(box(), { target: { value: '245' } });
    fireEvent.submit(box().closest('form')!);
    expect(await screen.findByText('Details')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/voeding/details/MVM245');
    expect(server.calls[0]?.query.get('page_size')).toBe('10');
  });

  it('a name lists Nummer, Voornaam, Famillienaam and Open', async () => {
    const { user, router } = setup();
    fireEvent.change(box(), { target: { value: 'Peeters' } });
    fireEvent.submit(box().closest('form')!);
    expect(await screen.findByText('MVM246')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nummer',
      'Voornaam',
      'Famillienaam',
      'Openen',
    ]);
    await user.click(screen.getByRole('button', { name: 'Open MVM246' }));
    expect(router.state.location.pathname).toBe('/voeding/details/MVM246');
  });

  it('the scanner keyboard fix maps AZERTY symbols to digits before searching', async () => {
    const { router } = setup();
    fireEvent.change(box(), { target: { value: "é'(" } });
    fireEvent.submit(box().closest('form')!);
    await screen.findByText('Details');
    expect(router.state.location.pathname).toBe('/voeding/details/MVM245');
  });
});
