import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodyText, requestUrl } from '../../../test/fetch-calls';
import { allowAll } from '../../../test/households';
import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { runtimeConfigReply } from '../../../test/runtime-config';
import { SINTERKLAAS_STORAGE_KEY, SinterklaasPage } from './sinterklaas-page';

const evenement = {
  ID: 3,
  naam: 'Sinterklaasfeest',
  datum: '2025-12-06',
  perKind: true,
  maxKindLeeftijd: 12,
};
const inschrijving = (ingechecktOp: string | null = null) => ({
  evenement,
  lid: { mvmnummer: 12, naam: 'Sofie Peeters', status: 'Actief', nietBetalen: false, personenTot15: 3 },
  aanwezig: true,
  opmerking: 'komt met de bus',
  kinderen: [
    { naam: 'Lotte', geslacht: 'Vrouw', leeftijd: 6.5, opmerking: '', aanwezig: true },
    { naam: 'Tom', geslacht: 'Man', leeftijd: 9, opmerking: 'allergie', aanwezig: true },
  ],
  ingeschreven: true,
  ingechecktOp,
});

function setup(printer2: { status?: number; body?: unknown }) {
  logInAs();
  localStorage.setItem(SINTERKLAAS_STORAGE_KEY, '3');
  const fetchMock = mockApi({
    'GET /v1/auth/whoami/roles': { body: allowAll() },
    'GET /config.json': {
      body: runtimeConfigReply({ printers: { sinterklaas1: 'http://p1', sinterklaas2: 'http://p2' } }),
    },
    'GET /v1/evenementen/': { body: [evenement] },
    'GET /v1/evenementen/3/12': { body: inschrijving() },
    'POST /v1/sinterklaas/volgnummer': { body: { volgNummer: 41 } },
    'POST http://p1/sinterklaas': { body: { status: 'ok' } },
    'POST http://p2/sinterklaas': printer2,
    'POST /v1/sinterklaas/klant/12': { body: { status: 'ok', message: 'Opgeslagen!', aantal: 1 } },
    'PUT /v1/evenementen/3/12/aanwezig': {
      body: { status: 'ok', message: 'Opgeslagen!', data: inschrijving('2025-12-06T10:00:00Z') },
    },
  });
  const calls = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT')
      .map(([url, init]) => [requestUrl(url).split('?')[0], bodyText(init)] as const);
  return { ...renderWithProviders(<SinterklaasPage />, { route: '/sinterklaas/search' }), calls };
}

beforeEach(() => localStorage.clear());

describe('Sinterklaas Onthaal (spec 1 §2, §4, §7)', () => {
  it('answers a name search with Nog niet ondersteund', async () => {
    const { user } = setup({ body: { status: 'ok' } });
    await user.type(await screen.findByRole('textbox', { name: 'Lidnummer' }), 'Peeters{Enter}');
    expect(await screen.findByText('Nog niet ondersteund')).toBeInTheDocument();
  });

  it('prints both tickets, then saves the children who came and ticks the family present', async () => {
    const { user, calls } = setup({ body: { status: 'ok' } });
    await user.type(await screen.findByRole('textbox', { name: 'Lidnummer' }), '12{Enter}');
    expect(await screen.findByText('Sofie Peeters')).toBeInTheDocument();
    expect(screen.getByText('Ingeschreven')).toBeInTheDocument();
    for (const header of ['Braaf', 'Komt', 'Naam', 'Leeftijd', 'Geslacht', 'Opmerking'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Tom komt' }));
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(await screen.findByText('Aanwezig')).toBeInTheDocument();
    expect(calls()).toEqual([
      ['/v1/sinterklaas/volgnummer', ''],
      [
        'http://p1/sinterklaas',
        JSON.stringify({ snoep: { volgNummer: 41, mvmNummer: 'MVM12', naam: 'Sofie Peeters', personen: 3 } }),
      ],
      [
        'http://p2/sinterklaas',
        JSON.stringify({
          speelgoed: { volgNummer: 41, mvmNummer: 'MVM12', naam: 'Sofie Peeters', paketten: 1 },
        }),
      ],
      ['/v1/sinterklaas/klant/12', JSON.stringify({ kinderen: ['Lotte'] })],
      ['/v1/evenementen/3/12/aanwezig', '{}'],
    ]);
  });

  it('stops with the printer message when a printer answers an error, and saves nothing', async () => {
    const { user, calls } = setup({ body: { status: 'error', message: 'Papier op' } });
    await user.type(await screen.findByRole('textbox', { name: 'Lidnummer' }), 'MVM12{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(await screen.findByText('Print error!')).toBeInTheDocument();
    expect(screen.getByText('Papier op')).toBeInTheDocument();
    expect(calls().map(([url]) => url)).not.toContain('/v1/sinterklaas/klant/12');
  });
});
