import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SecurityWarningRow } from '@mvm/domain/privacy/schemas';
import { requestUrl } from '../../../test/fetch-calls';
import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { PrivacyPage } from './privacy-page';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const warning = (ID: number, laatste: string): SecurityWarningRow => ({
  ID,
  soort: 'rrn-limiet',
  melding: 'Meer dan 5 opzoekingen op rijksregisternummer in een minuut: 3 geweigerd',
  userId: 7,
  gebruiker: 'voeding',
  adres: '10.0.0.8',
  eerste: laatste,
  laatste,
  aantal: 3,
});

describe('PrivacyPage: the warnings (issue 24)', () => {
  it("counts the last week's warnings on their tab and lists them there", async () => {
    logInAs();
    mockApi({
      'GET /v1/auth/whoami/roles': {
        body: [{ ID: 1, name: 'privacy', verbs: ['GET'], endpoints: ['/v1/privacy/*'] }],
      },
      'GET /v1/privacy/toegangslog': { body: [], headers: { 'Num-Total-Entries': '0' } },
      'GET /v1/privacy/waarschuwingen': {
        body: [warning(2, daysAgo(1)), warning(1, daysAgo(30))],
        headers: { 'Num-Total-Entries': '2' },
      },
    });
    const { user } = renderWithProviders(<PrivacyPage />);
    const tab = await screen.findByRole('tab', { name: /Waarschuwingen/ });
    expect(await within(tab).findByLabelText('1 in de laatste 7 dagen')).toHaveTextContent('1');

    await user.click(tab);
    const table = await screen.findByRole('table', { name: 'Waarschuwingen' });
    expect(within(table).getAllByText(/3 geweigerd/)).toHaveLength(2);
    expect(within(table).getAllByText('voeding')).toHaveLength(2);
  });

  it('leaves the warnings out for a role that may read the access log only', async () => {
    logInAs();
    const fetchMock = mockApi({
      'GET /v1/auth/whoami/roles': {
        body: [{ ID: 1, name: 'log', verbs: ['GET'], endpoints: ['/v1/privacy/toegangslog'] }],
      },
      'GET /v1/privacy/toegangslog': { body: [], headers: { 'Num-Total-Entries': '0' } },
    });
    renderWithProviders(<PrivacyPage />);
    expect(await screen.findByRole('tab', { name: /Toegangslog/ })).toBeInTheDocument();
    await screen.findByText('Geen toegang gevonden voor deze filters.');
    expect(screen.queryByRole('tab', { name: /Waarschuwingen/ })).not.toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => requestUrl(input));
    expect(asked.some((url) => url.includes('/v1/privacy/waarschuwingen'))).toBe(false);
  });
});
