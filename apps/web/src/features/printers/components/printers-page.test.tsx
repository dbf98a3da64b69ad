import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestUrl } from '../../../test/fetch-calls';
import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { runtimeConfigReply } from '../../../test/runtime-config';
import { PrintersPage } from './printers-page';

const HOST = 'http://printer.lan:3100';
const state = {
  printer: '10.0.0.9:9100',
  bereikbaar: true,
  laatsteSucces: null,
  laatsteFout: null,
  gecontroleerdOp: null,
};
const refused = {
  status: 401,
  body: { status: 'error', message: 'Sleutel', error: 'Sleutel van de printservice ontbreekt of klopt niet' },
};

// Issue 25: a printer host shows its job log, state and previews only with its own token, which the
// administrator types on this page; the session never goes to it.
describe('the printer cards’ titles (issue 27 item 15)', () => {
  it('names the agent inside the server and a printer host in words, with the address beside them', async () => {
    logInAs('Beheerder', 'sessie-token');
    mockApi({
      'GET /config.json': { body: runtimeConfigReply({ printers: { onthaal: '/print-agent', lid: HOST } }) },
    });
    renderWithProviders(<PrintersPage />, { route: '/beheer/printers' });
    expect(await screen.findByRole('heading', { name: 'Printservice van deze server' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Printservice op printer.lan:3100' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '/print-agent' })).not.toBeInTheDocument();
    expect(screen.getByText(/adres \/print-agent/)).toBeInTheDocument();
  });
});

describe('the printers page and a printer host', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    logInAs('Beheerder', 'sessie-token');
  });

  it('asks for the host’s token, then sends that token (not the session) to that host alone', async () => {
    const withToken = (init: RequestInit | undefined, body: unknown) =>
      (init?.headers as Record<string, string>).Authorization === 'Bearer geheime-sleutel-1234'
        ? { body }
        : refused;
    const fetchMock = mockApi({
      'GET /config.json': { body: runtimeConfigReply({ printers: { onthaal: HOST } }) },
      [`GET ${HOST}/status`]: (init) => withToken(init, state),
      [`GET ${HOST}/jobs`]: (init) => withToken(init, []),
      [`GET ${HOST}/previews`]: (init) => withToken(init, []),
    });
    const { user } = renderWithProviders(<PrintersPage />, { route: '/beheer/printers' });

    const field = await screen.findByLabelText(`Sleutel van ${HOST}`);
    expect(screen.queryByText('Printlijst')).not.toBeInTheDocument();
    await user.type(field, 'geheime-sleutel-1234');
    await user.click(screen.getByRole('button', { name: 'Openen' }));

    expect(await screen.findByText('Printer: 10.0.0.9:9100')).toBeInTheDocument();
    expect(await screen.findByText('Nog geen tickets.')).toBeInTheDocument();
    const hostCalls = fetchMock.mock.calls.filter(([input]) => requestUrl(input).startsWith(HOST));
    for (const [, init] of hostCalls)
      expect((init?.headers as Record<string, string>).Authorization).not.toBe('Bearer sessie-token');
  });

  it('says so when the typed token is wrong', async () => {
    window.sessionStorage.setItem(`printAgentToken:${HOST}`, 'fout');
    mockApi({
      'GET /config.json': { body: runtimeConfigReply({ printers: { onthaal: HOST } }) },
      [`GET ${HOST}/status`]: refused,
    });
    renderWithProviders(<PrintersPage />, { route: '/beheer/printers' });
    expect(await screen.findByText('Deze sleutel klopt niet')).toBeInTheDocument();
  });
});
