import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
