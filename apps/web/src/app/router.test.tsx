import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getStoredUser } from '../lib/session';
import { logInAs, mockApi, renderRoutes } from '../test/render';
import { routes } from './router';
import { runtimeConfigReply } from '../test/runtime-config';
import { SERVER_BACK_TEXT, SERVER_UNREACHABLE_TEXT } from './layout/server-unreachable-banner';

vi.mock('../lib/browser', () => ({ reloadPage: vi.fn() }));

const everything = [{ ID: 1, name: 'admin', verbs: ['*'], endpoints: ['*'] }];

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /v1/auth/whoami/roles': { body: everything },
    'GET /v1/auth/check': { body: { status: 'ok', name: 'Els', username: 'els' } },
    'GET /config.json': { body: runtimeConfigReply({ staging: true }) },
    'POST /v1/auth/logout': { body: { status: 'ok' } },
    ...extra,
  });
}

describe('routes and session (spec 1 §2)', () => {
  it('sends a visitor without a stored user to /login', async () => {
    api();
    const { router } = renderRoutes(routes, '/materiaal/search');
    expect(await screen.findByRole('button', { name: 'Aanmelden' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('redirects / to /home and shows the shell with the user, the staging badge and the dashboard cards', async () => {
    logInAs('Els');
    api();
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByRole('button', { name: /Gebruikersmenu van Els/ })).toBeInTheDocument();
    expect(await screen.findByText('Testomgeving')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Voeding per type' })).toBeInTheDocument();
  });

  it('hides the dashboard cards without the dashboard permissions', async () => {
    logInAs('Els');
    api({
      'GET /v1/auth/whoami/roles': {
        body: [{ ID: 2, name: 'onthaal', verbs: ['GET'], endpoints: ['/v1/onthaal/*'] }],
      },
    });
    renderRoutes(routes, '/home');
    expect(await screen.findByRole('link', { name: 'Onthaal' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Voeding' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Zeephuisje' })).not.toBeInTheDocument();
  });

  it('opens the member search and a member through their lazy routes', async () => {
    logInAs('Els');
    api({
      'GET /v1/leden/': { body: [], headers: { 'Num-Total-Entries': '0' } },
      'GET /v1/lid/12': { status: 404, body: { error: 'Lid niet gevonden' } },
    });
    const { router } = renderRoutes(routes, '/leden/search');
    expect(await screen.findByRole('heading', { name: 'Leden', level: 1 })).toBeInTheDocument();
    await router.navigate('/leden/details/MVM12');
    expect(await screen.findByRole('tab', { name: 'Informatie' })).toBeInTheDocument();
  });

  // spec 2 §2: the market edit path is spelt with the typo; the correct spelling works too.
  it.each([
    ['/martken/details/0', 'Markt Aanmaken'],
    ['/markten/details/0', 'Markt Aanmaken'],
    ['/evenementen/details/4/MVM1', 'Inschrijving'],
  ])('%s opens its screen', async (path, heading) => {
    logInAs('Els');
    api();
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('shows "Geen toegang" for an area typed in without permission', async () => {
    logInAs('Els');
    api({
      'GET /v1/auth/whoami/roles': {
        body: [{ ID: 2, name: 'v', verbs: ['GET'], endpoints: ['/v1/voeding/*'] }],
      },
    });
    renderRoutes(routes, '/materiaal/search');
    expect(await screen.findByRole('heading', { name: 'Geen toegang' })).toBeInTheDocument();
  });

  it('opens the catalogue for a role with one desk’s catalogue, and refuses it without any', async () => {
    logInAs('Els');
    api({
      'GET /v1/auth/whoami/roles': {
        body: [{ ID: 2, name: 'c', verbs: ['GET'], endpoints: ['/v1/beheer/catalogus/voeding*'] }],
      },
      'GET /v1/beheer/catalogus/voeding': { body: { categorieen: [], objects: [] } },
    });
    const first = renderRoutes(routes, '/beheer/catalogus');
    expect(await screen.findByRole('heading', { name: 'Catalogus' })).toBeInTheDocument();
    first.unmount();

    api({
      'GET /v1/auth/whoami/roles': {
        body: [{ ID: 2, name: 'v', verbs: ['*'], endpoints: ['/v1/voeding/*', '/v1/beheer/user'] }],
      },
    });
    renderRoutes(routes, '/beheer/catalogus');
    expect(await screen.findByRole('heading', { name: 'Geen toegang' })).toBeInTheDocument();
  });

  it('sends the user named Markt from /home to /markten/scan', async () => {
    logInAs('MARKT');
    api();
    const { router } = renderRoutes(routes, '/home');
    expect(await screen.findByRole('heading', { name: 'Markt scannen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/markten/scan');
  });

  it('a session check the server refuses (401) forgets the session and goes to /login', async () => {
    logInAs('Els');
    api({ 'GET /v1/auth/check': { status: 401, body: { error: 'Niet aangemeld of sessie verlopen' } } });
    const { router } = renderRoutes(routes, '/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getStoredUser()).toBeNull();
  });

  it('a session check without an answer keeps the session and the page, says so, and goes on when it answers (issue 27)', async () => {
    logInAs('Els');
    api();
    const { router, queryClient } = renderRoutes(routes, '/home');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    // The server stops: no call gets an answer.
    let down = true;
    const answer = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation((input, init) =>
      down ? Promise.reject(new TypeError('Failed to fetch')) : answer(input, init),
    );
    void queryClient.refetchQueries({ queryKey: ['auth', 'check'] }); // the check now, not in 60 seconds
    const banner = await screen.findByText(SERVER_UNREACHABLE_TEXT);
    expect(banner.closest('[role="alert"]')).not.toBeNull();
    // The check failed (after its retry), which before issue 27 ended the session.
    const check = () => queryClient.getQueryCache().findAll({ queryKey: ['auth', 'check'] })[0]?.state.status;
    await waitFor(() => expect(check()).toBe('error'));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(getStoredUser()).not.toBeNull();

    down = false; // the check asks again within UNREACHABLE_CHECK_INTERVAL_MS
    await waitFor(() => expect(screen.queryByText(SERVER_UNREACHABLE_TEXT)).not.toBeInTheDocument());
    expect(screen.getByText(SERVER_BACK_TEXT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(getStoredUser()).not.toBeNull();
  });

  it.each([500, 502, 503])('a session check answered %i keeps the session', async (status) => {
    logInAs('Els');
    const fetchMock = api({ 'GET /v1/auth/check': { status, body: { error: 'kapot' } } });
    const { router } = renderRoutes(routes, '/home');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/v1/auth/check', expect.objectContaining({ method: 'GET' })),
    );
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(getStoredUser()).not.toBeNull();
  });

  it("'Afmelden' logs out on the server, forgets the session and goes to /login", async () => {
    logInAs('Els');
    const fetchMock = api();
    const { router, user } = renderRoutes(routes, '/home');
    await user.click(await screen.findByRole('button', { name: /Gebruikersmenu van Els/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Afmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getStoredUser()).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/v1/auth/logout', expect.objectContaining({ method: 'POST' }));
  });
});
