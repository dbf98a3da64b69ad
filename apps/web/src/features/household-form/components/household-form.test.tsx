import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dossier, renderForm, sentBody } from '../test/fixtures';

const toolbar = () => screen.getByRole('toolbar');
const saveButton = (name: RegExp | string) => within(toolbar()).getByRole('button', { name });
/** Paste into a field: one change event, so the big controlled form renders once. */
const fill = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** A button once the roles have loaded and enabled it (a click on a disabled button does nothing). */
async function enabledButton(name: RegExp) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

/** The inline refusal of the save rules (spec 2 §5): its messages, one per line. */
async function refusalText() {
  const alert = await screen.findByRole('alert', { name: /Error bij opslaan!/ });
  return within(alert).getByTestId('save-refusal-messages').textContent;
}

async function errorDialogText() {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Error bij opslaan!');
  return dialog.querySelector('p[style*="pre-line"]')?.textContent ?? '';
}

describe('HouseholdForm: headings and buttons (spec 2 §2)', () => {
  it("heads the parent section 'Moeder' for a woman and 'Vader' for a man", async () => {
    const { user } = renderForm({ dossierId: 12, context: 'lid' }, { 'GET /v1/lid/12': { body: dossier() } });
    expect(await screen.findByRole('heading', { name: 'Moeder' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Man'));
    expect(screen.getByRole('heading', { name: 'Vader' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Moeder' })).not.toBeInTheDocument();
  });

  it("offers 'Lid Inschrijven' next to the one-off save, and hides it when zoho is set", async () => {
    const first = renderForm({ dossierId: 0, context: 'punctueel' });
    expect(await screen.findByRole('button', { name: /Lid Inschrijven/ })).toBeInTheDocument();
    await waitFor(() => expect(saveButton(/Opslaan als eenmalige hulp/)).toBeEnabled());
    first.unmount();

    renderForm({ dossierId: 0, context: 'punctueel' }, {}, { zoho: true });
    await screen.findByRole('button', { name: /Opslaan als eenmalige hulp/ });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Lid Inschrijven/ })).not.toBeInTheDocument(),
    );
  });

  it('offers no save to a user without the add permission (issue 27 item 8)', async () => {
    renderForm(
      { dossierId: 0, context: 'punctueel' },
      {
        'GET /v1/auth/whoami/roles': { body: [{ ID: 2, name: 'kijker', verbs: ['GET'], endpoints: ['*'] }] },
      },
    );
    // The national number shows once the roles have loaded (GET on * includes /v1/gevoelig).
    expect(await screen.findByLabelText(/Rijksregisternummer/)).toBeInTheDocument();
    expect(within(toolbar()).getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(within(toolbar()).queryByRole('button', { name: /Opslaan/ })).not.toBeInTheDocument();
    expect(within(toolbar()).queryByRole('button', { name: /Lid Inschrijven/ })).not.toBeInTheDocument();
  });
});

describe('HouseholdForm: rules before saving (spec 2 §5)', () => {
  it("'Lid Inschrijven' lists every missing field, joined by line breaks, and sends nothing", async () => {
    const { user, fetchMock } = renderForm({ dossierId: 0, context: 'punctueel' });
    await user.click(await enabledButton(/Lid Inschrijven/));
    const text = await refusalText();
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'Voornaam niet ingevuld',
        'Achternaam niet ingevuld',
        'Geboortedatum is niet ingevuld',
        'Rijksregisternummer is niet ingevuld',
        'Nationaliteit is niet ingevuld',
        'Straat is niet ingevuld',
        'Kennis Nederlands is niet ingevuld',
        'Ondertekend formulier is niet ingevuld',
        'Dag is niet ingevuld',
      ]),
    );
    expect(text.startsWith('Voornaam niet ingevuld\nAchternaam niet ingevuld\n')).toBe(true);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('a one-off save needs the remark on why help is given', async () => {
    const { user, fetchMock } = renderForm({ dossierId: 0, context: 'punctueel' });
    await screen.findByRole('heading', { name: 'Moeder' });
    fill(/^Voornaam/, 'Sofie');
    fill(/^Achternaam/, 'Peeters');
    await user.click(saveButton(/Opslaan als eenmalige hulp/));
    expect(await refusalText()).toBe('Opmerking over redene eenmalige hulp is niet ingevuld');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(screen.getByLabelText(/^Voornaam/)).toHaveValue('Sofie');
    expect(screen.getByLabelText(/Opmerking \(reden eenmalige hulp\)/)).toHaveFocus();
  });
});

describe('HouseholdForm: saving (spec 2 §4, §7)', () => {
  it('saves a new case with only the head in leden and opens its details page', async () => {
    const saved = dossier({ mvmnummer: null, enummer: 45 });
    const { user, fetchMock, router } = renderForm(
      { dossierId: 0, context: 'punctueel' },
      { 'POST /v1/punctuelehulp/': { body: { status: 'ok', message: 'Opgeslagen', data: saved } } },
    );
    await screen.findByRole('heading', { name: 'Moeder' });
    fill(/^Voornaam/, 'Sofie');
    fill(/^Achternaam/, 'Peeters');
    fill(/Opmerking \(reden eenmalige hulp\)/, 'Brand in de woning');
    await user.click(saveButton(/Opslaan als eenmalige hulp/));
    await waitFor(() => expect(router.state.location.pathname).toBe('/punctuele/details/45'));
    const body = sentBody(fetchMock, 'POST', '/v1/punctuelehulp/') as {
      gezin: { leden: Record<string, unknown>[]; opmerking: string; huur: number };
    };
    expect(body.gezin.leden).toHaveLength(1);
    expect(body.gezin.leden[0]).toMatchObject({ voornaam: 'Sofie', gezinsHoofd: true, nationaliteit: '[]' });
    expect(body.gezin.opmerking).toBe('Brand in de woning');
    // spec 2 §5: empty amounts are saved as 0.
    expect(body.gezin.huur).toBe(0);
  });

  it('a 409 shows the Dutch message and keeps what was typed', async () => {
    const conflict =
      'Dit dossier werd intussen door iemand anders gewijzigd. Herlaad de pagina en probeer opnieuw.';
    const { user, fetchMock } = renderForm(
      { dossierId: 12, context: 'lid' },
      {
        'GET /v1/lid/12': { body: dossier() },
        'PUT /v1/lid/12': { status: 409, body: { error: conflict } },
      },
    );
    await screen.findByDisplayValue('Kerkstraat');
    fill(/^Straat/, 'Marktplein');
    await user.click(saveButton(/^Opslaan/));
    expect(await errorDialogText()).toBe(conflict);
    expect(screen.getByLabelText(/^Straat/)).toHaveValue('Marktplein');
    expect(sentBody(fetchMock, 'PUT', '/v1/lid/12')).toMatchObject({ UpdatedAt: dossier().UpdatedAt });
  });

  it('marks every field a save rule names, the motivation scores too, and focuses the first, without a dialog', async () => {
    const { user } = renderForm({ dossierId: 0, context: 'punctueel' });
    await user.click(await enabledButton(/Lid Inschrijven/));
    await refusalText();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Voornaam/)).toHaveFocus();
    for (const label of [/^Voornaam/, /^Achternaam/, /^Straat/, /^Huisnummer/, /^Postcode/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(
      screen.getByText('Voornaam niet ingevuld', { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
    const score = screen.getByRole('radiogroup', { name: /^Kennis Nederlands/ });
    expect(score).toHaveAttribute('aria-invalid', 'true');
    expect(score).toHaveAccessibleDescription('Kennis Nederlands is niet ingevuld');
  });

  it('puts the server field errors on the fields', async () => {
    const { user } = renderForm(
      { dossierId: 12, context: 'lid' },
      {
        'GET /v1/lid/12': { body: dossier() },
        'PUT /v1/lid/12': {
          status: 400,
          body: { error: 'Straat is te lang', errors: { 'gezin.straat': 'Straat is te lang' } },
        },
      },
    );
    await screen.findByDisplayValue('Kerkstraat');
    fill(/^Straat/, 'Heel lange straat');
    await user.click(saveButton(/^Opslaan/));
    await screen.findByRole('dialog');
    expect(screen.getByLabelText(/^Straat/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Straat/)).toHaveValue('Heel lange straat');
  });
});

describe('HouseholdForm: the status text in the action bar (issue 7)', () => {
  const status = () => within(toolbar()).getByText(/opgeslagen|opslaan/i, { selector: 'p' });

  it("never says 'Opgeslagen' on a new form or after a refused save", async () => {
    const { user } = renderForm({ dossierId: 0, context: 'punctueel' });
    await enabledButton(/Lid Inschrijven/);
    expect(status()).toHaveTextContent('Nog niet opgeslagen');
    await user.click(saveButton(/Lid Inschrijven/));
    await refusalText();
    expect(status()).toHaveTextContent('Opslaan mislukt: niet opgeslagen');
  });

  it("says 'Opgeslagen' for a loaded dossier, 'Niet opgeslagen' after typing, and when a save failed", async () => {
    const { user } = renderForm(
      { dossierId: 12, context: 'lid' },
      {
        'GET /v1/lid/12': { body: dossier() },
        'PUT /v1/lid/12': { status: 409, body: { error: 'Dit gezin werd intussen gewijzigd' } },
      },
    );
    await screen.findByDisplayValue('Kerkstraat');
    expect(status()).toHaveTextContent(/^Opgeslagen$/);
    fill(/^Straat/, 'Marktplein');
    expect(status()).toHaveTextContent('Niet opgeslagen');
    await user.click(saveButton(/^Opslaan/));
    await screen.findByRole('dialog');
    expect(status()).toHaveTextContent('Opslaan mislukt: niet opgeslagen');
  });
});
