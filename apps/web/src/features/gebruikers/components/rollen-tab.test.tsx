import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { RollenTab } from './rollen-tab';
import { bodyText } from '../../../test/fetch-calls';

const rollen = [{ ID: 2, name: 'voeding', verbs: ['GET', 'POST'], endpoints: ['/v1/voeding/*'] }];

function renderTab(extra: Parameters<typeof mockApi>[0] = {}) {
  logInAs('Beheerder');
  const fetchMock = mockApi({
    'GET /v1/beheer/rollen': { body: rollen, headers: { 'Num-Total-Entries': '1' } },
    ...extra,
  });
  return { fetchMock, ...renderWithProviders(<RollenTab />, { route: '/beheer/gebruikers' }) };
}

describe('RollenTab', () => {
  it('lists the roles with their actions and paths', async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: 'Rollen' });
    expect(table).toHaveTextContent('voeding');
    expect(table).toHaveTextContent('GET · POST');
    expect(table).toHaveTextContent('/v1/voeding/*');
  });

  it('creates a role with checked actions and one path per line, explaining *', async () => {
    const { user, fetchMock } = renderTab({
      'POST /v1/beheer/rollen': {
        status: 201,
        body: {
          status: 'ok',
          message: 'Rol aangemaakt',
          data: { ID: 3, name: 'onthaal', verbs: [], endpoints: [] },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Nieuwe rol' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe rol' });
    await user.click(within(dialog).getByRole('switch', { name: /Geavanceerd/ }));
    expect(dialog).toHaveTextContent('Een * staat voor eender welke tekst');
    await user.type(within(dialog).getByLabelText(/^Naam/), 'onthaal');
    await user.click(within(dialog).getByLabelText('POST: aanmaken'));
    await user.type(within(dialog).getByLabelText(/^Paden/), '/v1/onthaal/*{enter}{enter}  /v1/leden/  ');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nieuwe rol' })).toBeNull());
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(bodyText(call?.[1]))).toEqual({
      name: 'onthaal',
      verbs: ['GET', 'POST'],
      endpoints: ['/v1/onthaal/*', '/v1/leden/'],
    });
  });

  it('makes a role from areas and an action in Dutch, the raw paths behind Geavanceerd (issue 27 item 15)', async () => {
    const { user, fetchMock } = renderTab({
      'POST /v1/beheer/rollen': {
        status: 201,
        body: {
          status: 'ok',
          message: 'Rol aangemaakt',
          data: { ID: 4, name: 'lezer', verbs: [], endpoints: [] },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Nieuwe rol' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe rol' });
    expect(within(dialog).queryByLabelText(/^Paden/)).toBeNull();
    expect(dialog).not.toHaveTextContent('/v1/');
    await user.type(within(dialog).getByLabelText(/^Naam/), 'lezer');
    expect(within(dialog).getByRole('radio', { name: 'Bekijken' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Leden' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Markten' }));
    // The advanced form shows what the areas mean.
    await user.click(within(dialog).getByRole('switch', { name: /Geavanceerd/ }));
    expect(within(dialog).getByLabelText(/^Paden/)).toHaveValue(
      '/v1/leden/*\n/v1/lid/*\n/v1/markten/*\n/v1/markt/*',
    );
    await user.click(within(dialog).getByRole('switch', { name: /Geavanceerd/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Leden' }));
    await user.click(within(dialog).getByRole('radio', { name: /Bekijken en wijzigen/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nieuwe rol' })).toBeNull());
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(bodyText(call?.[1]))).toEqual({
      name: 'lezer',
      verbs: ['GET', 'POST', 'PUT', 'DELETE'],
      endpoints: ['/v1/markten/*', '/v1/markt/*'],
    });
  });

  it('opens a role the areas cannot say in the advanced form', async () => {
    const { user } = renderTab();
    const table = await screen.findByRole('table', { name: 'Rollen' });
    await user.click(within(table).getByRole('button', { name: /Bewerken|wijzigen/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Rol voeding wijzigen' });
    expect(within(dialog).getByRole('switch', { name: /Geavanceerd/ })).toBeChecked();
    expect(within(dialog).getByLabelText(/^Paden/)).toHaveValue('/v1/voeding/*');
  });

  it('refuses a path that does not start with / before sending', async () => {
    const { user, fetchMock } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Nieuwe rol' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe rol' });
    await user.click(within(dialog).getByRole('switch', { name: /Geavanceerd/ }));
    await user.type(within(dialog).getByLabelText(/^Naam/), 'x');
    await user.type(within(dialog).getByLabelText(/^Paden/), 'v1/leden');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Een pad begint met / of is *')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows the 409 of a role still in use in the red dialog', async () => {
    const { user } = renderTab({
      'DELETE /v1/beheer/rollen/2': { status: 409, body: { error: 'De rol is nog aan gebruikers gegeven' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Rol voeding verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ben je zeker?' });
    expect(confirm).toHaveTextContent('Ben je zeker dat je de rol voeding wil verwijderen?');
    await user.click(within(confirm).getByRole('button', { name: 'Verwijder' }));
    expect(await screen.findByText('De rol is nog aan gebruikers gegeven')).toBeInTheDocument();
  });
});
