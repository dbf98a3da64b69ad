import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Catalogus } from '@mvm/domain/ledger/catalogue-schemas';
import { bodyText, requestUrl } from '../../../test/fetch-calls';
import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { CatalogusPage } from './catalogus-page';

const kleding = {
  ID: 1,
  naam: 'Kleding',
  afdeling: 'materiaal' as const,
  order: 1,
  perPersoon: true,
  opMaat: true,
  printKindInfo: false,
  opties: [],
  printOpties: { printKindInfo: false },
  actief: true,
};
const item = (ID: number, naam: string, order: number, actief = true) => ({
  ID,
  naam,
  prijs: 3,
  extraEscposData: '',
  seperateReceipt: false,
  punctueleOrder: null,
  soort: null,
  actief,
  order,
  maten: [
    { ID: ID * 10, naam: '98', actief: true },
    { ID: ID * 10 + 1, naam: '104', actief: false },
  ],
  categorie: kleding,
});
const catalogus: Catalogus = {
  categorieen: [kleding],
  objects: [item(7, 'Trui', 1), item(8, 'Muts', 2), item(9, 'Das', 3, false)],
};
const saved = { status: 'ok', message: 'Opgeslagen!', data: catalogus };
const admin = [{ ID: 1, name: 'admin', verbs: ['*'], endpoints: ['*'] }];

function renderPage(extra: Parameters<typeof mockApi>[0] = {}, roles: unknown[] = admin) {
  logInAs('Beheerder');
  const fetchMock = mockApi({
    'GET /v1/auth/whoami/roles': { body: roles },
    'GET /v1/beheer/catalogus/materiaal': { body: catalogus },
    ...extra,
  });
  return { fetchMock, ...renderWithProviders(<CatalogusPage />, { route: '/beheer/catalogus' }) };
}

const callsTo = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && requestUrl(input).endsWith(path),
  );

describe('CatalogusPage', () => {
  it('shows a role that only reads the catalogue no button to change it (issue 27 item 8)', async () => {
    renderPage({}, [{ ID: 2, name: 'lezer', verbs: ['GET'], endpoints: ['/v1/beheer/catalogus/*'] }]);
    const table = await screen.findByRole('table', { name: 'Kleding' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('radiogroup', { name: 'Afdeling' })).toBeInTheDocument();
    for (const name of [
      /toevoegen/i,
      /wijzigen/i,
      /uit gebruik nemen|terugzetten/i,
      /Maten van/,
      /omhoog|omlaag/i,
    ])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it("lists a desk's categories and items, a retired item muted with 'Uit gebruik'", async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Kleding' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Trui',
      'Muts',
      'DasUit gebruik',
    ]);
    expect(rows[0]).toHaveTextContent('€ 3,00');
    expect(rows[0]).toHaveTextContent('98, 104');
    expect(within(rows[2]!).getByRole('button', { name: 'Item Das terugzetten' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Categorie Kleding' })).toHaveTextContent('Per persoon');
    expect(screen.getByRole('radiogroup', { name: 'Afdeling' })).toBeInTheDocument();
  });

  it('adds an item with its sizes to the category', async () => {
    const { user, fetchMock } = renderPage({
      'POST /v1/beheer/catalogus/materiaal/object': { status: 201, body: saved },
    });
    await user.click(await screen.findByRole('button', { name: 'Item toevoegen aan Kleding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuw item in Kleding' });
    await user.type(within(dialog).getByLabelText(/^Naam/), ' Sjaal ');
    await user.clear(within(dialog).getByLabelText('Prijs'));
    await user.type(within(dialog).getByLabelText('Prijs'), '2,5');
    await user.type(within(dialog).getByLabelText('Maten'), 'S, M ,,L');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nieuw item in Kleding' })).toBeNull());
    const [call] = callsTo(fetchMock, 'POST', '/v1/beheer/catalogus/materiaal/object');
    expect(JSON.parse(bodyText(call?.[1]))).toEqual({
      naam: 'Sjaal',
      categorieID: 1,
      prijs: 2.5,
      seperateReceipt: false,
      extraEscposData: '',
      maten: ['S', 'M', 'L'],
    });
  });

  it('checks the name before sending, and shows the server’s refusal under it', async () => {
    const { user, fetchMock } = renderPage({
      'POST /v1/beheer/catalogus/materiaal/object': {
        status: 400,
        body: { error: 'Deze naam bestaat hier al' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Item toevoegen aan Kleding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuw item in Kleding' });
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Naam niet ingevuld!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/object')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Naam/), 'trui');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Deze naam bestaat hier al')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Naam/)).toHaveValue('trui');
  });

  it('asks before closing a dialog with typed changes', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Item toevoegen aan Kleding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuw item in Kleding' });
    await user.type(within(dialog).getByLabelText(/^Naam/), 'Sjaal');
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    const ask = await screen.findByRole('dialog', { name: 'Er zijn niet opgeslagen wijzigingen!' });
    await user.click(within(ask).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Er zijn niet opgeslagen wijzigingen!' })).toBeNull(),
    );
    expect(within(dialog).getByLabelText(/^Naam/)).toHaveValue('Sjaal');

    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    const again = await screen.findByRole('dialog', { name: 'Er zijn niet opgeslagen wijzigingen!' });
    await user.click(within(again).getByRole('button', { name: 'Sluiten zonder opslaan' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nieuw item in Kleding' })).toBeNull());
  });

  it('moves an item down with the keyboard and sends the new order of its category', async () => {
    const { user, fetchMock } = renderPage({
      'PUT /v1/beheer/catalogus/materiaal/volgorde': { body: saved },
    });
    const down = await screen.findByRole('button', { name: 'Item Trui omlaag' });
    expect(screen.getByRole('button', { name: 'Item Trui omhoog' })).toBeDisabled();
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/volgorde')).toHaveLength(1));
    const [call] = callsTo(fetchMock, 'PUT', '/volgorde');
    expect(JSON.parse(bodyText(call?.[1]))).toEqual({ objects: [8, 7, 9] });
  });

  it('retires an item only after the confirmation', async () => {
    const { user, fetchMock } = renderPage({
      'PUT /v1/beheer/catalogus/materiaal/object/7': { body: saved },
    });
    await user.click(await screen.findByRole('button', { name: 'Item Trui uit gebruik nemen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ben je zeker?' });
    expect(callsTo(fetchMock, 'PUT', '/object/7')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Uit gebruik nemen' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/object/7')).toHaveLength(1));
    expect(JSON.parse(bodyText(callsTo(fetchMock, 'PUT', '/object/7')[0]?.[1]))).toEqual({ actief: false });
  });

  it("adds, and retires, an item's sizes in its sizes dialog", async () => {
    const { user, fetchMock } = renderPage({
      'POST /v1/beheer/catalogus/materiaal/object/7/maat': { status: 201, body: saved },
      'PUT /v1/beheer/catalogus/materiaal/object/7/maat/70': { body: saved },
    });
    await user.click(await screen.findByRole('button', { name: 'Maten van Trui' }));
    const dialog = await screen.findByRole('dialog', { name: 'Maten van Trui' });
    expect(within(dialog).getAllByRole('row')).toHaveLength(3);
    await user.type(within(dialog).getByLabelText('Nieuwe maat'), '110');
    await user.click(within(dialog).getByRole('button', { name: 'Maat toevoegen' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/object/7/maat')).toHaveLength(1));
    expect(JSON.parse(bodyText(callsTo(fetchMock, 'POST', '/object/7/maat')[0]?.[1]))).toEqual({
      naam: '110',
    });
    await waitFor(() => expect(within(dialog).getByLabelText('Nieuwe maat')).toHaveValue(''));

    await user.click(within(dialog).getByRole('button', { name: 'Maat 98 uit gebruik nemen' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/object/7/maat/70')).toHaveLength(1));
    expect(JSON.parse(bodyText(callsTo(fetchMock, 'PUT', '/object/7/maat/70')[0]?.[1]))).toEqual({
      actief: false,
    });
  });

  it('shows only the desks the roles allow', async () => {
    renderPage({ 'GET /v1/beheer/catalogus/voeding': { body: { categorieen: [], objects: [] } } }, [
      {
        ID: 2,
        name: 'voeding-beheer',
        verbs: ['GET', 'POST', 'PUT'],
        endpoints: ['/v1/beheer/catalogus/voeding*'],
      },
    ]);
    expect(await screen.findByText(/Deze afdeling heeft nog geen categorieën/)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Afdeling' })).toBeNull();
  });
});
