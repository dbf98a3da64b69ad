import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStoredUser } from '../session';
import { logInAs, mockApi, renderWithProviders } from '../../test/render';
import { IfAllowed, useCan } from './if-allowed';

const role = (verbs: string[], endpoints: string[]) => ({ ID: 1, name: 'r', verbs, endpoints });

function Probe({ verb, path }: { verb: string; path: string }) {
  return <p>{useCan(verb, path) ? 'mag' : 'mag niet'}</p>;
}

async function check(roles: unknown[], verb: string, path: string) {
  mockApi({ 'GET /v1/auth/whoami/roles': { body: roles } });
  const { queryClient } = renderWithProviders(
    <>
      <h1>Scherm</h1>
      <IfAllowed verb={verb} path={path}>
        <button type="button">Opslaan</button>
      </IfAllowed>
      <Probe verb={verb} path={path} />
    </>,
  );
  // The roles arrive after the first render: judge only once their query has settled.
  await waitFor(() => {
    const queries = queryClient.getQueryCache().findAll();
    expect(queries.every((q) => q.state.status !== 'pending' || q.state.fetchStatus === 'idle')).toBe(true);
  });
  return {
    shown: screen.queryByRole('button', { name: 'Opslaan' }) !== null,
    answer: screen.getByText(/^mag/).textContent,
  };
}

describe('useCan and IfAllowed (issue 27 item 8)', () => {
  afterEach(() => clearStoredUser());

  it.each([
    ['a read-only role may not save', [role(['GET'], ['*'])], 'PUT', '/v1/markt/3', false],
    [
      'a markets role may save a market',
      [role(['*'], ['/v1/markten/*', '/v1/markt/*'])],
      'PUT',
      '/v1/markt/3',
      true,
    ],
    [
      'a markets role may not save a food row',
      [role(['*'], ['/v1/markt/*'])],
      'PUT',
      '/v1/voeding/1/gekregen',
      false,
    ],
    [
      'a verb of one role does not join a path of another',
      [role(['POST'], ['/v1/x/*']), role(['GET'], ['/v1/markt/*'])],
      'POST',
      '/v1/markt/',
      false,
    ],
    ['the verb is matched case-insensitively', [role(['post'], ['/v1/markt/*'])], 'POST', '/v1/markt', true],
    ['no roles, nothing allowed', [], 'DELETE', '/v1/markt/1', false],
  ])('%s', async (_label, roles, verb, path, expected) => {
    logInAs();
    const { shown, answer } = await check(roles, verb, path);
    expect(shown).toBe(expected);
    expect(answer).toBe(expected ? 'mag' : 'mag niet');
  });

  it('shows nothing while the roles are still loading', async () => {
    logInAs();
    let release: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    renderWithProviders(
      <IfAllowed verb="GET" path="/v1/markt/1">
        <button type="button">Opslaan</button>
      </IfAllowed>,
    );
    expect(screen.queryByRole('button', { name: 'Opslaan' })).toBeNull();
    release(
      new Response(JSON.stringify([role(['*'], ['*'])]), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Opslaan' })).toBeTruthy();
  });

  it('allows nothing without a signed-in user', async () => {
    const { shown } = await check([role(['*'], ['*'])], 'POST', '/v1/markt/');
    expect(shown).toBe(false);
  });
});
