import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { SignedInProviders } from '../app/signed-in-providers';
import { AppProvider } from '../app/provider';
import { createQueryClient } from '../app/query-client';
import { storeUser, type StoredUser } from '../lib/session';

type RenderOptions = {
  /** Where the memory router starts. */
  route?: string;
  /** The path pattern `ui` is mounted on (default: the route itself). */
  path?: string;
  /** Extra routes, e.g. a target page to check a navigation happened. */
  routes?: RouteObject[];
};

/**
 * Renders inside the real providers with a fresh QueryClient (retry: false) and a memory router. The
 * user-event instance types without delays: a test waits for what it checks, never for the clock.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, routes = [] }: RenderOptions = {},
) {
  const queryClient = createQueryClient({ testing: true });
  const router = createMemoryRouter([{ path: path ?? route.split('?')[0], element: ui }, ...routes], {
    initialEntries: [route],
  });
  const result = render(
    <AppProvider queryClient={queryClient} env="test">
      <SignedInProviders>
        <RouterProvider router={router} />
      </SignedInProviders>
    </AppProvider>,
  );
  return { ...result, router, queryClient, user: userEvent.setup({ delay: null }) };
}

/** Renders a whole route table (e.g. the app's own `routes`). */
export function renderRoutes(routes: RouteObject[], route: string) {
  const queryClient = createQueryClient({ testing: true });
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <AppProvider queryClient={queryClient} env="test">
      <SignedInProviders>
        <RouterProvider router={router} />
      </SignedInProviders>
    </AppProvider>,
  );
  return { ...result, router, queryClient, user: userEvent.setup({ delay: null }) };
}

export function logInAs(name = 'Test Gebruiker', token = 'test-token'): StoredUser {
  const user = { token, name };
  storeUser(user);
  return user;
}

type FakeRoute = { status?: number; body?: unknown; headers?: Record<string, string> };

/**
 * Stubs `fetch` with answers per "METHOD /path" (query string ignored); anything else answers 404.
 * Returns the mock so tests can check what was (not) sent.
 */
export function mockApi(routes: Record<string, FakeRoute | ((init: RequestInit | undefined) => FakeRoute)>) {
  // eslint-disable-next-line @typescript-eslint/require-await -- a fetch stand-in: async, so a route that throws rejects as fetch does.
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const entry = routes[key];
    const answer =
      typeof entry === 'function'
        ? entry(init)
        : (entry ?? { status: 404, body: { error: 'Niet gevonden' } });
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      statusText: status === 200 ? 'OK' : '',
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
