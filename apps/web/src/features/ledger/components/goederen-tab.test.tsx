import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInAs, renderWithProviders } from '../../../test/render';
import { runtimeConfigReply } from '../../../test/runtime-config';
import { categorie, list, mockServer, object, row, type Call } from '../test/fixtures';
import { GoederenTab } from './goederen-tab';

const kleding = categorie('punctueel', { ID: 1, naam: 'Kleding', perPersoon: true, opMaat: true });
const divers = categorie('punctueel', { ID: 2, naam: 'Divers' });
const trui = object(5, 'Trui', kleding, {
  maten: [
    { ID: 51, naam: '98' },
    { ID: 52, naam: '104' },
  ],
});
const muts = object(6, 'Muts', kleding, { maten: [{ ID: 61, naam: 'Eén maat' }] });
const luiers = object(7, 'Luiers', divers, { prijs: 4 });
const OBJECTS = [trui, muts, luiers];

type Options = { rows?: number; failOn?: (call: Call) => boolean };

function setup({ rows: count = 2, failOn }: Options = {}) {
  logInAs();
  const all = Array.from({ length: count }, (_, i) =>
    row(100 + i, luiers, { opmerking: `rij ${i + 1}`, afdeling: 'punctueel' }),
  );
  let nextId = 500;
  const server = mockServer((call) => {
    if (failOn?.(call)) return { status: 400, body: { error: 'Gekregen niet ingevuld!' } };
    if (call.path === '/config.json')
      return { body: runtimeConfigReply({ printers: { eenmaligen: '/print-agent' } }) };
    if (call.path === '/v1/punctuelehulp/objects') return { body: OBJECTS };
    if (call.method === 'GET' && call.path === '/v1/punctuelehulp/45/gekregen') {
      // The first two rows of the asked page (twenty Mantine rows are slow in a test DOM; the size is checked
      // on the call), with the whole total.
      const page = Number(call.query.get('page'));
      const size = Number(call.query.get('page_size'));
      return list(all.slice((page - 1) * size, (page - 1) * size + 2), all.length);
    }
    if (call.method === 'POST' || call.method === 'PUT') {
      const body = call.body as { datum: string };
      const id = call.method === 'PUT' ? Number(call.path.split('/').pop()) : ++nextId;
      return {
        body: {
          status: 'ok',
          message: 'Opgeslagen!',
          data: { ...row(id, luiers), ...body, afdeling: 'punctueel' },
        },
      };
    }
    if (call.method === 'DELETE') return { body: { status: 'ok', message: 'Rij verwijderd' } };
    if (call.path === '/print-agent/eenmaligen') return { body: { status: 'ok', message: 'Geprint' } };
    return undefined;
  });
  const view = renderWithProviders(
    <GoederenTab
      enummer={45}
      klant={{ mvmNummer: 'E45', voornaam: 'Sofie', naam: 'Peeters' }}
      ontvangers={[{ ID: 12, naam: 'Lotte Peeters', geslacht: 'Vrouw', geboortedatum: '2020-05-10' }]}
    />,
    { route: '/punctuele/details/45', routes: [{ path: '/elders', element: <p>Elders</p> }] },
  );
  return { ...view, server };
}

const table = () => screen.getByRole('table', { name: 'Goederen' });
const dataRows = () => within(table()).getAllByRole('row').slice(1);
const saveButton = () => screen.getByRole('button', { name: 'Opslaan' });

describe('one-off goods: the shared ledger pattern (spec 2 §2, §4)', () => {
  it('shows the columns of the spec and pages by 20 with Vorige/Volgende', async () => {
    const { server, user } = setup({ rows: 25 });
    expect(await screen.findByDisplayValue('rij 1')).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Print',
      'Datum',
      'Aantal',
      'Ontvanger',
      'Item',
      'Maat',
      'Opmerking',
      'Verwijderen',
    ]);
    expect(screen.getByText('Pagina 1 van 2 · 25 rijen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Vorige/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /^Volgende/ }));
    expect(await screen.findByDisplayValue('rij 21')).toBeInTheDocument();
    expect(screen.getByText('Pagina 2 van 2 · 25 rijen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Volgende/ })).toBeDisabled();
    const sizes = server.calls
      .filter((c) => c.path.endsWith('/gekregen'))
      .map((c) => c.query.get('page_size'));
    expect(new Set(sizes)).toEqual(new Set(['20']));
  });

  it("'Opslaan' is enabled only when something changed, and a print tick is no change", async () => {
    const { user } = setup();
    await screen.findByDisplayValue('rij 1');
    expect(saveButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Printen rij 1' }));
    expect(saveButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Opmerking rij 1' }), '!');
    expect(saveButton()).toBeEnabled();
  });

  it('asks before paging with unsaved changes, and stays on "Annuleren"', async () => {
    const { user, server } = setup({ rows: 25 });
    await screen.findByDisplayValue('rij 1');
    await user.type(screen.getByRole('textbox', { name: 'Opmerking rij 1' }), ' gewijzigd');
    await user.click(screen.getByRole('button', { name: /^Volgende/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Er zijn niet opgeslagen wijzigingen!');
    expect(within(dialog).getByRole('button', { name: 'Teruggaan zonder opslagen' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByDisplayValue('rij 1 gewijzigd')).toBeInTheDocument();
    expect(server.calls.some((c) => c.query.get('page') === '2')).toBe(false);
  });

  it('continuing without saving drops the changes and pages on', async () => {
    const { user } = setup({ rows: 25 });
    await screen.findByDisplayValue('rij 1');
    await user.type(screen.getByRole('textbox', { name: 'Opmerking rij 1' }), ' gewijzigd');
    await user.click(screen.getByRole('button', { name: /^Volgende/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Teruggaan zonder opslagen' }),
    );
    expect(await screen.findByDisplayValue('rij 21')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('saves in order: each changed row one at a time, then the deletions, then reloads; new rows on top', async () => {
    const { user, server } = setup();
    await screen.findByDisplayValue('rij 1');
    await user.type(screen.getByRole('textbox', { name: 'Opmerking rij 2' }), '!');
    await user.click(screen.getByRole('button', { name: 'Verwijder rij 1' }));
    await user.click(screen.getByRole('button', { name: 'Rij Toevoegen' }));
    // The new row is on top.
    expect(screen.getByRole('textbox', { name: 'Opmerking rij 1' })).toHaveValue('');
    await user.click(screen.getByRole('textbox', { name: 'Item rij 1' }));
    await user.click(await screen.findByRole('option', { name: 'Luiers' }));
    const before = server.calls.length;
    await user.click(saveButton());
    expect(await screen.findByText('Opgeslagen!')).toBeInTheDocument();
    const after = server.calls.slice(before).map((c) => `${c.method} ${c.path}`);
    // Bottom row first, so the reloaded list (newest first) keeps the order on screen.
    expect(after.filter((c) => !c.startsWith('GET /v1/punctuelehulp/objects'))).toEqual([
      'PUT /v1/punctuelehulp/45/gekregen/101',
      'POST /v1/punctuelehulp/45/gekregen',
      'DELETE /v1/punctuelehulp/45/gekregen/100',
      'GET /v1/punctuelehulp/45/gekregen',
    ]);
    const posted = server.calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(posted).toMatchObject({ objectID: 7, aantal: 1, maatID: null, opmerking: '' });
    expect(String(posted.datum)).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
  });

  it('refuses an incomplete row with the spec messages and sends nothing', async () => {
    const { user, server } = setup();
    await screen.findByDisplayValue('rij 1');
    await user.click(screen.getByRole('button', { name: 'Rij Toevoegen' }));
    await user.click(screen.getByRole('textbox', { name: 'Item rij 1' }));
    await user.click(await screen.findByRole('option', { name: 'Trui' }));
    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Error bij opslaan!');
    expect(dialog).toHaveTextContent('Rij 1: Gezinslid niet ingevuld!, Maat niet ingevuld!');
    expect(server.writes()).toEqual([]);
  });

  it('a failed save keeps every typed row, and a retry does not save the saved ones twice', async () => {
    let failing = true;
    const { user, server } = setup({ failOn: (c) => failing && c.method === 'POST' });
    await screen.findByDisplayValue('rij 1');
    await user.click(screen.getByRole('button', { name: 'Rij Toevoegen' }));
    await user.click(screen.getByRole('textbox', { name: 'Item rij 1' }));
    await user.click(await screen.findByRole('option', { name: 'Luiers' }));
    await user.type(screen.getByRole('textbox', { name: 'Opmerking rij 1' }), 'nieuw');
    await user.type(screen.getByRole('textbox', { name: 'Opmerking rij 2' }), ' fout');
    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Error bij opslaan!');
    expect(dialog).toHaveTextContent('Rij 1: Gekregen niet ingevuld!');
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(screen.getByDisplayValue('nieuw')).toBeInTheDocument();
    expect(screen.getByDisplayValue('rij 1 fout')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();

    failing = false;
    await user.click(saveButton());
    expect(await screen.findByText('Opgeslagen!')).toBeInTheDocument();
    // The changed row saved before the failure is not sent again.
    expect(server.writes()).toEqual([
      'PUT /v1/punctuelehulp/45/gekregen/100',
      'POST /v1/punctuelehulp/45/gekregen',
      'POST /v1/punctuelehulp/45/gekregen',
    ]);
  });

  it("'Rij Toevoegen' is blocked right after a click and comes back by itself", async () => {
    const { user } = setup();
    await screen.findByDisplayValue('rij 1');
    const add = screen.getByRole('button', { name: 'Rij Toevoegen' });
    await user.click(add);
    expect(add).toBeDisabled();
    await waitFor(() => expect(add).toBeEnabled());
    expect(dataRows()).toHaveLength(3);
  });

  it("printing with nothing ticked says 'Niets om te printen'", async () => {
    const { user, server } = setup();
    await screen.findByDisplayValue('rij 1');
    await user.click(screen.getByRole('button', { name: 'Printen' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Niets om te printen');
    expect(server.writes()).toEqual([]);
  });

  it('prints the ticked rows to the one-off printer, after saving, and clears the ticks', async () => {
    const { user, server } = setup();
    await screen.findByDisplayValue('rij 1');
    await user.type(screen.getByRole('textbox', { name: 'Opmerking rij 2' }), '!');
    await user.click(screen.getByRole('checkbox', { name: 'Printen rij 2' }));
    await user.click(screen.getByRole('button', { name: 'Printen' }));
    expect(await screen.findByText('Print verstuurd')).toBeInTheDocument();
    expect(server.writes()).toEqual([
      'PUT /v1/punctuelehulp/45/gekregen/101',
      'POST /print-agent/eenmaligen',
    ]);
    const body = server.calls.find((c) => c.path === '/print-agent/eenmaligen')!.body;
    expect(body).toEqual({
      klant: { mvmNummer: 'E45', voornaam: 'Sofie', naam: 'Peeters' },
      items: [
        {
          object: 'Luiers',
          opmerking: 'rij 2!',
          maat: '',
          ontvanger: null,
          prijs: 4,
          aantal: 1,
          extraEscposData: '',
          seperateReceipt: false,
        },
      ],
    });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Printen rij 2' })).not.toBeChecked());
  });

  it('asks before leaving the page with unsaved rows', async () => {
    const { user, router } = setup();
    await screen.findByDisplayValue('rij 1');
    await user.type(screen.getByRole('textbox', { name: 'Opmerking rij 1' }), '!');
    void router.navigate('/elders');
    expect(await screen.findByRole('dialog')).toHaveTextContent('wil je deze opslaan?');
  });
});
