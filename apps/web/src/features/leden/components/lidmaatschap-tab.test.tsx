import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { allowAll, daysFromNow, dossier, lidmaatschap } from '../../../test/households';
import type { Lidmaatschap } from '../api/types';
import { LidmaatschapTab } from './lidmaatschap-tab';
import { runtimeConfigReply } from '../../../test/runtime-config';
import { bodyText } from '../../../test/fetch-calls';

const config = runtimeConfigReply({ printers: { lid: 'http://printer.test' } });

function setup(memberships: Lidmaatschap[], extra: Parameters<typeof mockApi>[0] = {}) {
  logInAs();
  const fetchMock = mockApi({
    'GET /v1/auth/whoami/roles': { body: allowAll() },
    'GET /config.json': { body: config },
    ...extra,
  });
  const result = renderWithProviders(
    <LidmaatschapTab mvmnummer={12} dossier={dossier({ lidmaatschap: memberships })} />,
  );
  return { ...result, fetchMock };
}

const cards = () => screen.getAllByRole('article');

describe('LidmaatschapTab (spec 2 §2 membership tab)', () => {
  it('shows the period, the attest, early ending and the reason on cards, newest first', () => {
    setup([
      lidmaatschap({
        ID: 1,
        start: '2024-02-01T10:00:00.000Z',
        eind: '2025-02-28T22:59:59.999Z',
        state: 'nietactief',
      }),
      lidmaatschap({
        ID: 2,
        start: '2025-02-28T22:59:59.999Z',
        eind: '2026-02-28T22:59:59.999Z',
        vroegtijdigBeindigd: true,
        redenenBeindiging: 'Verhuisd naar Gent',
        gezinsSamenstellingInOrde: false,
      }),
    ]);
    const [newest, oldest] = cards();
    expect(newest).toHaveTextContent('28/02/2025 – 28/02/2026');
    expect(newest).toHaveTextContent('Attest gezinssamenstelling inordenee');
    expect(newest).toHaveTextContent('Vroegtijdig Beindigdja');
    expect(newest).toHaveTextContent('Verhuisd naar Gent');
    expect(within(newest!).getByText('Niet actief')).toBeInTheDocument();
    expect(oldest).toHaveTextContent('01/02/2024 – 28/02/2025');
    expect(oldest).toHaveTextContent('Vroegtijdig Beindigdnee');
  });

  it('shows Print Lidkaart on the first card only, and Bewerken on cards not ended', async () => {
    setup([
      lidmaatschap({ ID: 2, start: daysFromNow(-40) }),
      lidmaatschap({ ID: 1, start: daysFromNow(-400), eind: daysFromNow(-40) }),
    ]);
    const [first, second] = cards();
    expect(await within(first!).findByRole('button', { name: 'Print Lidkaart' })).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: 'Print Lidkaart' })).not.toBeInTheDocument();
    expect(await within(second!).findByRole('button', { name: 'Bewerken' })).toBeInTheDocument();
  });

  it('offers no Verlengen, Bewerken or Print Lidkaart to a read-only role (issue 27 item 8)', async () => {
    logInAs();
    mockApi({
      'GET /v1/auth/whoami/roles': { body: allowAll(['GET']) },
      'GET /config.json': { body: runtimeConfigReply({ printers: { lid: '/print-agent' } }) },
    });
    const view = renderWithProviders(
      <LidmaatschapTab
        mvmnummer={12}
        dossier={dossier({ lidmaatschap: [lidmaatschap({ start: daysFromNow(-40) })] })}
      />,
    );
    // Judge once the roles and the configuration have loaded.
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('button', { name: 'Verlengen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bewerken' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print Lidkaart' })).not.toBeInTheDocument();
  });

  it('offers Print Lidkaart on the agent inside the API only with a role granting /print-agent/lid', async () => {
    logInAs();
    mockApi({
      'GET /v1/auth/whoami/roles': {
        body: [...allowAll(['GET']), { ID: 9, name: 'p', verbs: ['POST'], endpoints: ['/print-agent/lid'] }],
      },
      'GET /config.json': { body: runtimeConfigReply({ printers: { lid: '/print-agent' } }) },
    });
    renderWithProviders(
      <LidmaatschapTab
        mvmnummer={12}
        dossier={dossier({ lidmaatschap: [lidmaatschap({ start: daysFromNow(-40) })] })}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Print Lidkaart' })).toBeInTheDocument();
  });

  it('hides Print Lidkaart and Bewerken for an ended membership', async () => {
    setup([lidmaatschap({ vroegtijdigBeindigd: true, redenenBeindiging: 'Stopt zelf' })]);
    expect(await screen.findByRole('button', { name: 'Verlengen' })).toBeEnabled();
    const [card] = cards();
    expect(within(card!).queryByRole('button', { name: 'Print Lidkaart' })).not.toBeInTheDocument();
    expect(within(card!).queryByRole('button', { name: 'Bewerken' })).not.toBeInTheDocument();
  });

  it('disables Verlengen with an explanation when a membership started within the last month', async () => {
    setup([lidmaatschap({ start: daysFromNow(-10), eind: daysFromNow(355) })]);
    const button = await screen.findByRole('button', { name: 'Verlengen' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Verlengen kan pas een maand na de start/);
  });

  it('renews with POST and no period (the server derives it)', async () => {
    let sent: unknown;
    const { user } = setup([lidmaatschap({ start: daysFromNow(-340), eind: daysFromNow(25) })], {
      'POST /v1/lid/12/lidmaatschap': (init) => {
        sent = JSON.parse(bodyText(init));
        return {
          body: { status: 'ok', message: 'ok', data: lidmaatschap({ ID: 9, eind: daysFromNow(400) }) },
        };
      },
    });
    const button = await screen.findByRole('button', { name: 'Verlengen' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Lidmaatschap verlengen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ja, verlengen' }));
    await waitFor(() => expect(sent).toEqual({}));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before renewing and shows the new period: from the current end to the end of that month next year', async () => {
    const eind = '2030-03-10T22:59:59.999Z';
    const { user, fetchMock } = setup([lidmaatschap({ start: daysFromNow(-340), eind })]);
    const button = await screen.findByRole('button', { name: 'Verlengen' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Lidmaatschap verlengen?' });
    expect(dialog).toHaveTextContent('Het nieuwe lidmaatschap loopt van 10/03/2030 tot 31/03/2031.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("requires a reason to end early: 'Redenen beindiging is verplicht!'", async () => {
    const { user, fetchMock } = setup([lidmaatschap()]);
    await user.click(await screen.findByRole('button', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Startdatum' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Einddatum' })).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Attest gezinssamenstelling inorde' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Vroegtijdig beëindigen' }));
    expect(within(dialog).getByRole('textbox', { name: 'Redene' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Redenen beindiging is verplicht!')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('ends early with PUT, the reason and the stored dates', async () => {
    let sent: Record<string, unknown> = {};
    const m = lidmaatschap();
    const { user } = setup([m], {
      'PUT /v1/lid/12/lidmaatschap/500': (init) => {
        sent = JSON.parse(bodyText(init));
        return {
          body: {
            status: 'ok',
            message: 'ok',
            data: { ...m, vroegtijdigBeindigd: true, state: 'nietactief' },
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Vroegtijdig beëindigen' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Redene' }), 'Verhuisd');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(sent).toEqual({
        start: m.start,
        eind: m.eind,
        gezinsSamenstellingInOrde: true,
        vroegtijdigBeindigd: true,
        redenenBeindiging: 'Verhuisd',
      }),
    );
  });

  it('prints the card to the label printer and confirms it', async () => {
    let sent: unknown;
    const { user } = setup([lidmaatschap()], {
      'POST http://printer.test/lid': (init) => {
        sent = JSON.parse(bodyText(init));
        return { body: { status: 'ok' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Print Lidkaart' }));
    expect(await screen.findByText('Print opdracht verstuurd voor printnen lidkaart.')).toBeInTheDocument();
    expect(sent).toEqual({ mvmNummer: 'MVM12', voornaam: 'Fatima', naam: 'El Amrani' });
  });

  it("shows 'Error bij printen!' when the printer cannot print member cards", async () => {
    const { user } = setup([lidmaatschap()]);
    await user.click(await screen.findByRole('button', { name: 'Print Lidkaart' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Error bij printen!');
    expect(dialog).toHaveTextContent('Deze printer kan (nog) geen lidkaarten afdrukken');
  });
});
