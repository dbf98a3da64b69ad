import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { GebruikersPage } from './gebruikers-page';
import { bodyText, requestUrl } from '../../../test/fetch-calls';

vi.mock('@simplewebauthn/browser', () => ({ startRegistration: vi.fn() }));
const { startRegistration } = await import('@simplewebauthn/browser');

const admin = {
  ID: 1,
  username: 'admin',
  name: 'Beheerder',
  roles: ['admin'],
  webauthnCredentials: [
    { ID: 4, createdAt: '2026-01-02T10:00:00.000Z' },
    { ID: 5, createdAt: '2026-02-03T10:00:00.000Z' },
  ],
};
const els = { ID: 2, username: 'els', name: 'Els Peeters', roles: ['voeding'], webauthnCredentials: [] };
const rollen = [
  { ID: 1, name: 'admin', verbs: ['*'], endpoints: ['*'] },
  { ID: 2, name: 'voeding', verbs: ['GET', 'POST'], endpoints: ['/v1/voeding/*'] },
];

const list = (rows: unknown[]) => ({ body: rows, headers: { 'Num-Total-Entries': String(rows.length) } });

function renderPage(extra: Parameters<typeof mockApi>[0] = {}) {
  logInAs('Beheerder');
  const fetchMock = mockApi({
    'GET /v1/beheer/gebruikers': list([admin, els]),
    'GET /v1/beheer/rollen': list(rollen),
    ...extra,
  });
  return { fetchMock, ...renderWithProviders(<GebruikersPage />, { route: '/beheer/gebruikers' }) };
}

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, method: string, url: string) => {
  const call = fetchMock.mock.calls.find(([u, init]) => u === url && (init?.method ?? 'GET') === method);
  return call ? (JSON.parse(bodyText(call[1])) as unknown) : undefined;
};

describe('GebruikersPage', () => {
  afterEach(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    vi.mocked(startRegistration).mockReset();
  });

  it("shows Gebruikersnaam, Naam, USB Login and Opties with 'Ja: {n} sleutel(s) bekend' or 'Nee'", async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Gebruikers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Gebruikersnaam', 'Naam', 'USB Login', 'Opties']);
    const [, adminRow, elsRow] = within(table).getAllByRole('row');
    expect(adminRow).toHaveTextContent('Ja: 2 sleutel(s) bekend');
    expect(elsRow).toHaveTextContent('Nee');
    expect(
      within(elsRow!).getByRole('button', { name: 'USB Sleutel aanmaken voor Els Peeters' }),
    ).toBeEnabled();
  });

  it("says 'Deze browser ondersteunt geen USB-sleutels' without browser support, and calls nothing", async () => {
    const { user, fetchMock } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'USB Sleutel aanmaken voor Els Peeters' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Deze browser ondersteunt geen USB-sleutels');
    expect(fetchMock.mock.calls.some(([url]) => requestUrl(url).includes('webauthn'))).toBe(false);
  });

  it('registers a key: begin, the browser ceremony, finish with the handle, then Opgeslagen!', async () => {
    (window as { PublicKeyCredential?: unknown }).PublicKeyCredential = function PublicKeyCredential() {};
    const attestation = {
      id: 'a2V5',
      rawId: 'a2V5',
      type: 'public-key',
      response: { attestationObject: 'YQ' },
    };
    vi.mocked(startRegistration).mockResolvedValue(attestation as never);
    const { user, fetchMock } = renderPage({
      'GET /v1/users/auth/webauthn/register/els/begin': {
        body: { publicKey: { challenge: 'Y2g' }, handle: 'h9' },
      },
      'POST /v1/users/auth/webauthn/register/els/finish': {
        body: { status: 'ok', message: 'USB-sleutel geregistreerd', data: els },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'USB Sleutel aanmaken voor Els Peeters' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Opgeslagen!');
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'Y2g' } });
    expect(bodyOf(fetchMock, 'POST', '/v1/users/auth/webauthn/register/els/finish')).toEqual({
      ...attestation,
      handle: 'h9',
    });
  });

  it("creates a user with 'Nieuwe gebruiker' and puts the server's field errors on the fields", async () => {
    const { user, fetchMock } = renderPage({
      'POST /v1/beheer/gebruikers': {
        status: 400,
        body: { error: 'Ongeldige invoer', errors: { username: 'Gebruikersnaam mag geen spaties bevatten' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Nieuwe gebruiker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe gebruiker' });
    await user.type(within(dialog).getByLabelText(/^Gebruikersnaam/), 'jan');
    await user.type(within(dialog).getByLabelText(/^Naam/), 'Jan Janssens');
    await user.type(within(dialog).getByLabelText(/^Wachtwoord/), 'geheim-123');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText('Gebruikersnaam mag geen spaties bevatten')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/v1/beheer/gebruikers')).toEqual({
      username: 'jan',
      name: 'Jan Janssens',
      password: 'geheim-123',
      roles: [],
    });
    expect(within(dialog).getByLabelText(/^Naam/)).toHaveValue('Jan Janssens');
  });

  it('sends nothing for a new user without a password of 8 characters', async () => {
    const { user, fetchMock } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Nieuwe gebruiker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe gebruiker' });
    await user.type(within(dialog).getByLabelText(/^Gebruikersnaam/), 'jan');
    await user.type(within(dialog).getByLabelText(/^Naam/), 'Jan');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findByText('Het wachtwoord moet minstens 8 tekens lang zijn'),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/v1/beheer/gebruikers')).toBeUndefined();
  });

  it('changes a name and keeps the password when its field stays empty; disabled while saving', async () => {
    let answer: () => void = () => {};
    const { user, fetchMock } = renderPage({
      'PUT /v1/beheer/gebruikers/2': { body: { status: 'ok', message: 'Gebruiker opgeslagen', data: els } },
    });
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PUT') await new Promise<void>((resolve) => (answer = resolve));
      return original(input, init);
    });
    await user.click(await screen.findByRole('button', { name: 'Els Peeters wijzigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Els Peeters wijzigen' });
    expect(within(dialog).getByLabelText(/^Gebruikersnaam/)).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(/^Naam/));
    await user.type(within(dialog).getByLabelText(/^Naam/), 'Els P.');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeDisabled());
    expect(bodyOf(fetchMock, 'PUT', '/v1/beheer/gebruikers/2')).toEqual({
      name: 'Els P.',
      roles: ['voeding'],
    });
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Els Peeters wijzigen' })).toBeNull());
  });

  it("asks 'Ben je zeker dat je {name} wil verwijderen?' before deleting", async () => {
    const { user, fetchMock } = renderPage({
      'DELETE /v1/beheer/gebruikers/2': { body: { status: 'ok', message: 'Gebruiker verwijderd' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Els Peeters verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ben je zeker?' });
    expect(dialog).toHaveTextContent('Ben je zeker dat je Els Peeters wil verwijderen?');
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Els Peeters verwijderen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Ben je zeker?' })).getByRole('button', {
        name: 'Verwijder',
      }),
    );
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([u, init]) => u === '/v1/beheer/gebruikers/2' && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });

  it('shows a server refusal of a delete in the red dialog', async () => {
    const { user } = renderPage({
      'DELETE /v1/beheer/gebruikers/1': { status: 400, body: { error: 'Je kan jezelf niet verwijderen' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Beheerder verwijderen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Ben je zeker?' })).getByRole('button', {
        name: 'Verwijder',
      }),
    );
    expect(await screen.findByText('Je kan jezelf niet verwijderen')).toBeInTheDocument();
    expect(screen.getByText('Error bij opslaan!')).toBeInTheDocument();
  });
});
