import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dossier } from '../../../test/households';
import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { Component as PunctueleDetails } from './details';
import { runtimeConfigReply } from '../../../test/runtime-config';

const ADMIN = { ID: 1, name: 'admin', verbs: ['*'], endpoints: ['*'] };
const oneOff = dossier({ mvmnummer: null, enummer: 45 }, { opmerking: 'Brand' });
const card = {
  firstName: 'Sofie',
  lastName: 'Peeters',
  birthDate: '1990-02-14',
  gender: 'F',
  nationalNumber: '90021412204',
  nationality: 'Belg',
  municipality: 'Antwerpen',
  street: 'Kerkstraat',
  houseNumber: '42',
  postcode: '2018',
};

function setup(url: string, routes: Parameters<typeof mockApi>[0] = {}) {
  logInAs();
  const fetchMock = mockApi({
    'GET /config.json': {
      body: runtimeConfigReply({ eidReaderUrl: 'http://127.0.0.1:8090' }),
    },
    'GET /v1/auth/whoami/roles': { body: [ADMIN] },
    'GET /v1/punctuelehulp/45': { body: oneOff },
    'GET /v1/punctuelehulp/objects': { body: [] },
    'GET /v1/punctuelehulp/45/gekregen': { body: [], headers: { 'Num-Total-Entries': '0' } },
    'GET /v1/leden/': { body: [], headers: { 'Num-Total-Entries': '0' } },
    'GET /v1/punctuelehulp/': { body: [], headers: { 'Num-Total-Entries': '0' } },
    ...routes,
  });
  const view = renderWithProviders(<PunctueleDetails />, {
    route: url,
    path: '/punctuele/details/:id',
    routes: [
      { path: '/punctuele/search', element: <p>Zoeklijst eenmalige hulp</p> },
      { path: '/materiaal/search', element: <p>Zoeklijst materiaal</p> },
    ],
  });
  return { ...view, fetchMock };
}

describe('one-off details (spec 2 §2)', () => {
  it("a new case is 'Inschrijving' with only the Informatie tab", async () => {
    setup('/punctuele/details/0');
    expect(await screen.findByRole('heading', { name: 'Inschrijving', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Informatie' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Gezin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Goederen' })).not.toBeInTheDocument();
  });

  it("an existing case is 'Eenmalige Hulp' with the tabs Informatie, Gezin and Goederen", async () => {
    const { user } = setup('/punctuele/details/45');
    expect(await screen.findByRole('heading', { name: 'Eenmalige Hulp', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Informatie', 'Gezin', 'Goederen']);
    await user.click(screen.getByRole('tab', { name: 'Gezin' }));
    expect(await screen.findByRole('table', { name: 'Gezinsleden' })).toHaveTextContent('Yassin');
    await user.click(screen.getByRole('tab', { name: 'Goederen' }));
    expect(await screen.findByRole('table', { name: 'Goederen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rij Toevoegen' })).toBeInTheDocument();
  });

  it("back with changes offers 'Teruggaan zonder opslagen', which returns to the one-off search", async () => {
    const { user } = setup('/punctuele/details/45');
    await screen.findByDisplayValue('Kerkstraat');
    fireEvent.change(screen.getByLabelText(/^Straat/), { target: { value: 'Marktplein' } });
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Er zijn niet opgeslagen wijzigingen!');
    expect(dialog).toHaveTextContent('wil je deze opslaan?');
    await user.click(within(dialog).getByRole('button', { name: 'Teruggaan zonder opslagen' }));
    expect(await screen.findByText('Zoeklijst eenmalige hulp')).toBeInTheDocument();
  });

  it("back with changes and 'Opslaan' saves and goes to the material search (spec 2 §2, as written)", async () => {
    const { user, fetchMock } = setup('/punctuele/details/45', {
      'PUT /v1/punctuelehulp/45': { body: { status: 'ok', message: 'Opgeslagen', data: oneOff } },
    });
    await screen.findByDisplayValue('Kerkstraat');
    fireEvent.change(screen.getByLabelText(/^Straat/), { target: { value: 'Marktplein' } });
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Zoeklijst materiaal')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true);
  });

  it('back without changes goes straight to the one-off search', async () => {
    const { user } = setup('/punctuele/details/45');
    await screen.findByDisplayValue('Kerkstraat');
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    expect(await screen.findByText('Zoeklijst eenmalige hulp')).toBeInTheDocument();
  });

  it('readEID reads the card and pre-fills the new case', async () => {
    setup('/punctuele/details/0?readEID=1', { 'GET http://127.0.0.1:8090/read': { body: card } });
    await waitFor(() => expect(screen.getByLabelText(/^Voornaam/)).toHaveValue('Sofie'));
    expect(screen.getByLabelText(/^Achternaam/)).toHaveValue('Peeters');
    expect(screen.getByLabelText('Vrouw')).toBeChecked();
    expect(screen.getByLabelText(/Rijksregisternummer/)).toHaveValue('90.02.14-122.04');
    expect(screen.getByLabelText(/^Postcode/)).toHaveValue('2018');
  });

  it("a card without national number gives the one-off wording in 'Error bij lezen van eID!'", async () => {
    setup('/punctuele/details/0?readEID=1', {
      'GET http://127.0.0.1:8090/read': { body: { ...card, nationalNumber: '' } },
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Error bij lezen van eID!');
    expect(dialog).toHaveTextContent('Geen geldig rijksregisternummer gevonden.');
  });
});
