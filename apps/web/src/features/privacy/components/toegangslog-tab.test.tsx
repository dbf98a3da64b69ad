import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestUrl } from '../../../test/fetch-calls';
import { mockApi, renderWithProviders } from '../../../test/render';
import { ToegangslogTab } from './toegangslog-tab';

const LOG = 'GET /v1/privacy/toegangslog';
const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const logCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([input]) => urlOf(input).includes('/v1/privacy/toegangslog')).length;

describe('ToegangslogTab', () => {
  it("asks the server again on 'Zoeken' with unchanged filters, so an access made since shows up", async () => {
    const fetchMock = mockApi({ [LOG]: { body: [], headers: { 'Num-Total-Entries': '0' } } });
    const { user } = renderWithProviders(<ToegangslogTab />);
    await waitFor(() => expect(logCalls(fetchMock)).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(logCalls(fetchMock)).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(logCalls(fetchMock)).toBe(3));
  });

  it('takes the period as dd/mm/jjjj, Dutch, and asks for it as yyyy-MM-dd (issue 27 item 15)', async () => {
    const fetchMock = mockApi({ [LOG]: { body: [], headers: { 'Num-Total-Entries': '0' } } });
    const { user } = renderWithProviders(<ToegangslogTab />);
    await waitFor(() => expect(logCalls(fetchMock)).toBe(1));
    const van = screen.getByRole('textbox', { name: 'Van' });
    expect(van).not.toHaveAttribute('type', 'date');
    expect(van).toHaveAttribute('placeholder', 'dd/mm/jjjj');
    await user.type(van, '03/11/2026');
    await user.type(screen.getByRole('textbox', { name: 'Tot' }), '27/11/2026');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(logCalls(fetchMock)).toBe(2));
    const last = fetchMock.mock.calls
      .map(([input]) => requestUrl(input))
      .filter((u) => u.includes('toegangslog'))
      .at(-1);
    const params = new URL(last!, 'http://x').searchParams;
    expect(params.get('van')).toBe('2026-11-03');
    expect(params.get('tot')).toBe('2026-11-27');
  });
});
