import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodyText } from '../../../test/fetch-calls';
import { allowAll } from '../../../test/households';
import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { EVENEMENTEN_STORAGE_KEY } from '../model/remembered-event';
import { EvenementenSearchPage } from './evenementen-search-page';
import { InschrijvingPage } from './inschrijving-page';

const evenement = { ID: 3, naam: 'Paasfeest', datum: '2025-04-05', perKind: true, maxKindLeeftijd: 12 };
const lid = {
  mvmnummer: 12,
  naam: 'Sofie Peeters',
  status: 'Niet Actief',
  nietBetalen: true,
  personenTot15: 2,
};
const notSignedUp = {
  evenement,
  lid,
  aanwezig: false,
  opmerking: '',
  kinderen: [{ naam: 'Lotte', geslacht: 'Vrouw', leeftijd: 6, opmerking: '', aanwezig: true }],
  ingeschreven: false,
  ingechecktOp: null,
};

beforeEach(() => localStorage.clear());

describe('Inschrijvingen (spec 2 §2)', () => {
  it('adds an event in the modal (name required), remembers it and titles the member search', async () => {
    logInAs();
    const list: unknown[] = [];
    const fetchMock = mockApi({
      'GET /v1/auth/whoami/roles': { body: allowAll() },
      'GET /v1/evenementen/': () => ({ body: list }),
      'POST /v1/evenementen/': (init) => {
        const created = { ...evenement, ID: 8, ...JSON.parse(bodyText(init)) };
        list.push(created);
        return { status: 201, body: { status: 'ok', message: 'Opgeslagen!', data: created } };
      },
    });
    const { user } = renderWithProviders(<EvenementenSearchPage />, { route: '/evenementen/search' });
    expect(await screen.findByRole('textbox', { name: 'Evenement' })).toHaveAttribute(
      'placeholder',
      'Selecteer een evenement',
    );
    await user.click(await screen.findByRole('button', { name: 'Evenement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Evenement Toevoegen' });
    expect(within(dialog).getByRole('textbox', { name: 'Maximale leeftijd' })).toHaveValue('12');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Naam niet ingevuld!')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Kerstfeest');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('heading', { name: 'Kerstfeest inschrijvingen' })).toBeInTheDocument();
    expect(localStorage.getItem(EVENEMENTEN_STORAGE_KEY)).toBe('8');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });

  it('opens the sign-up of an exact member number', async () => {
    logInAs();
    localStorage.setItem(EVENEMENTEN_STORAGE_KEY, '3');
    mockApi({
      'GET /v1/auth/whoami/roles': { body: allowAll() },
      'GET /v1/evenementen/': { body: [evenement] },
    });
    const { user, router } = renderWithProviders(<EvenementenSearchPage />, {
      route: '/evenementen/search',
      routes: [{ path: '/evenementen/details/:evenementid/:id', element: <p>Details</p> }],
    });
    await user.type(await screen.findByRole('textbox', { name: 'Zoeken' }), '12{Enter}');
    expect(router.state.location.pathname).toBe('/evenementen/details/3/12');
  });
});

describe('a sign-up (spec 2 §2, §4, §5)', () => {
  function setup() {
    logInAs();
    const fetchMock = mockApi({
      'GET /v1/auth/whoami/roles': { body: allowAll() },
      'GET /v1/evenementen/3/12': { body: notSignedUp },
      'PUT /v1/evenementen/3/12': (init) => {
        const body = JSON.parse(bodyText(init));
        return {
          body: {
            status: 'ok',
            message: 'Opgeslagen!',
            data: { ...notSignedUp, ...body, ingeschreven: body.aanwezig },
          },
        };
      },
    });
    const view = renderWithProviders(<InschrijvingPage />, {
      route: '/evenementen/details/3/12',
      path: '/evenementen/details/:evenementid/:id',
    });
    return { ...view, fetchMock };
  }

  it('shows the badges and the children loaded as present, refuses a child without name or gender', async () => {
    const { user, fetchMock } = setup();
    expect(await screen.findByText('Niet Actief')).toBeInTheDocument();
    expect(screen.getByText('Niet Betalen')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Lotte ingeschreven' })).toBeChecked();
    await user.click(await screen.findByRole('button', { name: 'Kind Toevoegen' }));
    await user.click(await screen.findByRole('button', { name: 'Inschrijven voor Paasfeest' }));
    const alert = await screen.findByRole('dialog');
    expect(within(alert).getByText(/Naam kind niet ingevuld!/)).toBeInTheDocument();
    expect(within(alert).getByText(/Geslacht kind niet ingevuld!/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('offers a read-only role no sign-up, save or child to add (issue 27 item 8)', async () => {
    logInAs();
    mockApi({
      'GET /v1/auth/whoami/roles': { body: allowAll(['GET']) },
      'GET /v1/evenementen/3/12': { body: notSignedUp },
    });
    const view = renderWithProviders(<InschrijvingPage />, {
      route: '/evenementen/details/3/12',
      path: '/evenementen/details/:evenementid/:id',
    });
    expect(await screen.findByText('Niet Actief')).toBeInTheDocument();
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    for (const name of [/Inschrijven voor/, 'Uitschrijven', 'Opslaan', 'Kind Toevoegen'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('signs up and out', async () => {
    const { user, fetchMock } = setup();
    await user.click(await screen.findByRole('button', { name: 'Inschrijven voor Paasfeest' }));
    // Issue 27 item 9: the success is a passing notice, no dialog to close.
    expect(await screen.findByRole('button', { name: 'Uitschrijven' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Uitschrijven' }));
    expect(await screen.findByRole('button', { name: 'Inschrijven voor Paasfeest' })).toBeInTheDocument();
    const puts = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([, init]) => JSON.parse(bodyText(init)).aanwezig);
    expect(puts).toEqual([true, false]);
  });
});
