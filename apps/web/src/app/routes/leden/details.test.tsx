import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dossier } from '../../../test/households';
import { queryKeys } from '../../../lib/query-keys';
import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { Component as LidDetailsRoute } from './details';
import { runtimeConfigReply } from '../../../test/runtime-config';
import { bodyText, requestUrl } from '../../../test/fetch-calls';

const ADMIN_ROLE = { ID: 1, name: 'admin', verbs: ['*'], endpoints: ['*'] };
const LIST_PARAMS = { page: 1, pageSize: 10, search: '', order: 'MVMNummer desc' };

function setup() {
  logInAs();
  let stored = dossier();
  const fetchMock = mockApi({
    'GET /config.json': { body: runtimeConfigReply() },
    'GET /v1/auth/whoami/roles': { body: [ADMIN_ROLE] },
    'GET /v1/lid/12': () => ({ body: stored }),
    'PUT /v1/lid/12': (init) => {
      const sent = JSON.parse(bodyText(init)) as { gezin: { leden: { achternaam: string }[] } };
      const leden = stored.gezin.leden.map((l, i) =>
        i === 0 ? { ...l, achternaam: sent.gezin.leden[0]?.achternaam ?? l.achternaam } : l,
      );
      stored = { ...stored, UpdatedAt: '2026-03-01T10:00:00.000Z', gezin: { ...stored.gezin, leden } };
      return { body: { status: 'ok', message: 'Opgeslagen', data: stored } };
    },
    'GET /v1/leden/': { body: [], headers: { 'Num-Total-Entries': '0' } },
  });
  const view = renderWithProviders(<LidDetailsRoute />, {
    route: '/leden/details/MVM12',
    path: '/leden/details/:id',
  });
  // The member list was seen before the member was opened (as at the desk).
  view.queryClient.setQueryData(queryKeys.leden.list(LIST_PARAMS), { rows: [], total: 0 });
  return { ...view, fetchMock };
}

const dossierGets = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === 'GET' && requestUrl(url) === '/v1/lid/12',
  ).length;

describe('member page: one dossier, refreshed by the form (issue 7)', () => {
  it('fetches the dossier once for the header, the tabs and the household form', async () => {
    const { fetchMock } = setup();
    expect(await screen.findByRole('heading', { name: 'Fatima El Amrani', level: 1 })).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Gezinsgegevens' });
    expect(dossierGets(fetchMock)).toBe(1);
  });

  it('a save in the form renames the header and marks the member list stale', async () => {
    const { user, queryClient } = setup();
    await screen.findByRole('form', { name: 'Gezinsgegevens' });
    const listState = () => queryClient.getQueryState(queryKeys.leden.list(LIST_PARAMS));
    expect(listState()?.isInvalidated).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /^Achternaam/ }), { target: { value: 'Janssens' } });
    await user.click(within(screen.getByRole('toolbar')).getByRole('button', { name: /^Opslaan/ }));

    expect(await screen.findByRole('heading', { name: 'Fatima Janssens', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(listState()?.isInvalidated).toBe(true));
  });
});
