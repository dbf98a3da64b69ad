import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TYPE_VOEDING } from '@mvm/domain';
import { lastDaysBrussels, lastMonthsBrussels } from '@mvm/domain/dashboard/series';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestUrl } from '../../../test/fetch-calls';
import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { DashboardCards } from './dashboard-cards';

const days = lastDaysBrussels(new Date(), 90).keys;
const months = lastMonthsBrussels(new Date(), 6).keys;
const today = days.at(-1) ?? '';
const perDay = (counts: Record<string, number>) => Object.fromEntries(days.map((d) => [d, counts[d] ?? 0]));
const zeroTypes = () => Object.fromEntries(TYPE_VOEDING.map((t) => [t, 0]));
const perType = (counts: Record<string, Record<string, number>>) =>
  Object.fromEntries(days.map((d) => [d, { ...zeroTypes(), ...counts[d] }]));
const perMonth = (counts: Record<string, number>) =>
  Object.fromEntries(months.map((m) => [m, counts[m] ?? 0]));

const EVERYTHING = { ID: 1, name: 'admin', verbs: ['*'], endpoints: ['*'] };

function render(roles: unknown[], series: { dag?: unknown; type?: unknown; maand?: unknown } = {}) {
  logInAs();
  const fetchMock = mockApi({
    'GET /v1/auth/whoami/roles': { body: roles },
    'GET /v1/dashboard/voeding/90days': { body: series.dag ?? perDay({ [today]: 7, [days[0] ?? '']: 2 }) },
    'GET /v1/dashboard/voeding/type': {
      body: series.type ?? perType({ [today]: { Gewoon: 5, Vegetarisch: 2 }, [days[0] ?? '']: { Dieet: 2 } }),
    },
    'GET /v1/dashboard/zeephuisje/6months': {
      body: series.maand ?? perMonth({ [months.at(-1) ?? '']: 31, [months[0] ?? '']: 4 }),
    },
  });
  renderWithProviders(<DashboardCards />, { route: '/home' });
  return fetchMock;
}

const card = (name: string) => screen.findByRole('region', { name });

afterEach(() => vi.unstubAllGlobals());

describe('DashboardCards', () => {
  it("shows today's food packages, the totals per food type and this month's soap-house packages", async () => {
    render([EVERYTHING]);
    expect(await within(await card('Voeding')).findByText('Vandaag: 7 pakketten')).toBeInTheDocument();
    const types = await card('Voeding per type');
    expect(await within(types).findByText('Laatste 90 dagen: 9 pakketten')).toBeInTheDocument();
    const legend = within(types).getByRole('list', { name: 'Totaal per type voeding' });
    expect(within(legend).getByText('Gewoon: 5')).toBeInTheDocument();
    expect(within(legend).getByText('Dieet: 2')).toBeInTheDocument();
    expect(await within(await card('Zeephuisje')).findByText('Deze maand: 31 pakketten')).toBeInTheDocument();
  });

  it('shows the numbers of a chart as a table on request', async () => {
    render([EVERYTHING]);
    const user = userEvent.setup({ delay: null });
    const zeep = await card('Zeephuisje');
    await user.click(await within(zeep).findByRole('button', { name: 'Toon als tabel' }));
    const table = await within(zeep).findByRole('table', { name: /per maand, de laatste 6 maanden/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(7); // header + 6 months, this month first
    expect(within(rows[1] as HTMLElement).getByRole('cell')).toHaveTextContent('31');
    expect(within(zeep).getByRole('button', { name: 'Verberg tabel' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('says so when there were no packages instead of drawing an empty chart', async () => {
    render([EVERYTHING], { dag: perDay({}), type: perType({}), maand: perMonth({}) });
    const voeding = await card('Voeding');
    expect(await within(voeding).findByText('Vandaag: 0 pakketten')).toBeInTheDocument();
    expect(
      within(voeding).getByText('Nog geen voedingspakketten in de laatste 90 dagen.'),
    ).toBeInTheDocument();
    expect(within(voeding).queryByRole('button', { name: 'Toon als tabel' })).not.toBeInTheDocument();
    expect(
      await within(await card('Zeephuisje')).findByText(
        'Nog geen pakketten van het zeephuisje in de laatste 6 maanden.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a card only with its permission (spec 1 §6), and asks only for the allowed series', async () => {
    const fetchMock = render([
      { ID: 2, name: 'zeep', verbs: ['GET'], endpoints: ['/v1/dashboard/zeephuisje/*'] },
    ]);
    expect(await card('Zeephuisje')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Voeding' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Voeding per type' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => requestUrl(url).includes('/v1/dashboard/zeephuisje/6months')),
      ).toBe(true),
    );
    expect(fetchMock.mock.calls.some(([url]) => requestUrl(url).includes('/v1/dashboard/voeding'))).toBe(
      false,
    );
  });

  it('shows the loading state first and the server error in the card', async () => {
    logInAs();
    mockApi({
      'GET /v1/auth/whoami/roles': { body: [EVERYTHING] },
      'GET /v1/dashboard/voeding/90days': { status: 500, body: { error: 'Database niet bereikbaar' } },
      'GET /v1/dashboard/voeding/type': { body: perType({}) },
      'GET /v1/dashboard/zeephuisje/6months': { body: perMonth({}) },
    });
    renderWithProviders(<DashboardCards />, { route: '/home' });
    const voeding = await card('Voeding');
    expect(within(voeding).getByRole('status', { name: 'Voeding wordt geladen' })).toBeInTheDocument();
    expect(await within(voeding).findByRole('alert')).toHaveTextContent('Database niet bereikbaar');
  });
});
