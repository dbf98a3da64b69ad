import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { allowAll, dossier, gezinslid } from '../../../test/households';
import { GezinTab } from './gezin-tab';
import { bodyText } from '../../../test/fetch-calls';

function setup(roles = allowAll(), extra: Parameters<typeof mockApi>[0] = {}) {
  logInAs();
  const fetchMock = mockApi({ 'GET /v1/auth/whoami/roles': { body: roles }, ...extra });
  const result = renderWithProviders(<GezinTab mvmnummer={12} dossier={dossier()} />);
  return { ...result, fetchMock };
}

/** A button once the roles have loaded and enabled it (a click on a disabled button does nothing). */
async function enabledButton(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

const table = () => screen.getByRole('table', { name: 'Gezinsleden' });
const row = (name: string) => within(table()).getByRole('cell', { name }).closest('tr')!;

describe('GezinTab (spec 2 §2 family tab)', () => {
  it('shows the columns, ages or onbekend, and a child without a first name as Kind {n}', () => {
    setup();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Voornaam', 'Famillienaam', 'Soort relatie', 'Leeftijd', 'Geslacht', 'Acties']);
    expect(within(row('Yassin')).getByRole('cell', { name: '7' })).toBeInTheDocument();
    const unnamed = row('Kind 2');
    expect(within(unnamed).getAllByRole('cell', { name: 'onbekend' })).toHaveLength(2);
  });

  it('offers edit and delete on every member except the head', async () => {
    setup();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Yassin El Amrani bewerken' })).toBeEnabled(),
    );
    expect(within(row('Fatima')).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Kind 2 El Amrani verwijderen' })).toBeEnabled();
  });

  it('offers no edit and delete without PUT and DELETE permission (issue 27 item 8)', async () => {
    setup(allowAll(['GET', 'POST']));
    // 'Gezinslid Toevoegen' shows once the roles have loaded.
    await screen.findByRole('button', { name: 'Gezinslid Toevoegen' });
    expect(screen.queryByRole('button', { name: 'Yassin El Amrani bewerken' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yassin El Amrani verwijderen' })).not.toBeInTheDocument();
  });

  it('offers no add, edit or delete to a read-only role', async () => {
    setup(allowAll(['GET']));
    await screen.findByRole('cell', { name: 'Yassin' });
    await waitFor(() => expect(screen.getByText('Yassin')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Gezinslid Toevoegen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /bewerken|verwijderen/ })).not.toBeInTheDocument();
  });

  it("titles the modal 'Gezinslid Toevoegen' or '{voornaam} {achternaam} Bewerken'", async () => {
    const { user } = setup();
    await user.click(await enabledButton('Gezinslid Toevoegen'));
    expect(await screen.findByRole('dialog', { name: 'Gezinslid Toevoegen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await enabledButton('Yassin El Amrani bewerken'));
    const dialog = await screen.findByRole('dialog', { name: 'Yassin El Amrani Bewerken' });
    expect(within(dialog).getByRole('textbox', { name: 'Voornaam' })).toHaveValue('Yassin');
  });

  it('requires every field in the member area (strict mode)', async () => {
    const { user, fetchMock } = setup();
    await user.click(await enabledButton('Gezinslid Toevoegen'));
    const dialog = await screen.findByRole('dialog', { name: 'Gezinslid Toevoegen' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Achternaam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(within(dialog).getByText('Voornaam is niet ingevuld')).toBeInTheDocument();
    expect(within(dialog).getByText('Achternaam is niet ingevuld')).toBeInTheDocument();
    expect(within(dialog).getByText('Geboortedatum is niet ingevuld')).toBeInTheDocument();
    expect(within(dialog).getByText('Geslacht is niet ingevuld')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('adds a member with POST and the typed values', async () => {
    let sent: unknown;
    const { user } = setup(allowAll(), {
      'POST /v1/lid/12/gezinslid': (init) => {
        sent = JSON.parse(bodyText(init));
        return { body: { status: 'ok', message: 'ok', data: gezinslid({ ID: 103, voornaam: 'Sara' }) } };
      },
    });
    await user.click(await enabledButton('Gezinslid Toevoegen'));
    const dialog = await screen.findByRole('dialog', { name: 'Gezinslid Toevoegen' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Voornaam' }), 'Sara');
    await user.type(within(dialog).getByRole('textbox', { name: 'Geboortedatum' }), '03/05/2019');
    await user.click(within(dialog).getByRole('radio', { name: 'Vrouw' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Soort relatie' }));
    await user.click(await screen.findByRole('option', { name: 'Kind' }));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({
      voornaam: 'Sara',
      achternaam: 'El Amrani',
      geboortedatum: '2019-05-03',
      type: 'kind',
      geslacht: 'Vrouw',
      gezinsHoofd: false,
    });
  });

  it('puts server field errors on the form and keeps the typed values', async () => {
    const { user } = setup(allowAll(), {
      'PUT /v1/lid/12/gezinslid/101': {
        status: 400,
        body: {
          error: 'Geboortedatum mag niet in de toekomst liggen',
          errors: { geboortedatum: 'Geboortedatum mag niet in de toekomst liggen' },
        },
      },
    });
    await user.click(await enabledButton('Yassin El Amrani bewerken'));
    const dialog = await screen.findByRole('dialog', { name: 'Yassin El Amrani Bewerken' });
    const voornaam = within(dialog).getByRole('textbox', { name: 'Voornaam' });
    await user.clear(voornaam);
    await user.type(voornaam, 'Yassine');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findByText('Geboortedatum mag niet in de toekomst liggen'),
    ).toBeInTheDocument();
    expect(voornaam).toHaveValue('Yassine');
  });

  it("shows other save errors in the red 'Error bij opslaan!' dialog", async () => {
    const { user } = setup(allowAll(), {
      'PUT /v1/lid/12/gezinslid/101': { status: 500, body: { error: 'Fout op de server' } },
    });
    await user.click(await enabledButton('Yassin El Amrani bewerken'));
    const dialog = await screen.findByRole('dialog', { name: 'Yassin El Amrani Bewerken' });
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Error bij opslaan!')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Voornaam' })).toHaveValue('Yassin');
  });

  it("asks 'Ben je zeker?' before deleting, with Verwijder and Annuleren", async () => {
    let deleted = false;
    const { user } = setup(allowAll(), {
      'DELETE /v1/lid/12/gezinslid/101': () => {
        deleted = true;
        return { body: { status: 'ok', message: 'Verwijderd' } };
      },
    });
    await user.click(await enabledButton('Yassin El Amrani verwijderen'));
    const dialog = await screen.findByRole('dialog', { name: 'Ben je zeker?' });
    expect(dialog).toHaveTextContent('Ben je zeker dat je Yassin El Amrani wil verwijderen?');
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Verwijder' }));
    await waitFor(() => expect(deleted).toBe(true));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Ben je zeker?' })).not.toBeInTheDocument(),
    );
  });
});
