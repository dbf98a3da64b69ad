import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { logInAs, mockApi } from '../../../test/render';
import { dossier, gezinslid } from '../../../test/households';
import { useSaveGezinslid } from './save-gezinslid';

describe('useSaveGezinslid', () => {
  it('refreshes the member (dossier and tabs) and the member lists, not other members', async () => {
    logInAs();
    mockApi({ 'POST /v1/lid/12/gezinslid': { body: { status: 'ok', message: '', data: gezinslid() } } });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(queryKeys.leden.detail(12), dossier());
    queryClient.setQueryData(queryKeys.leden.gekregen(12, 1), { rows: [], total: 0 });
    queryClient.setQueryData(queryKeys.leden.list({ page: 1 }), { rows: [], total: 0 });
    queryClient.setQueryData(queryKeys.leden.detail(13), dossier());
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );

    const { result } = renderHook(() => useSaveGezinslid({ mvmnummer: 12 }), { wrapper });
    const { voornaam, achternaam, geboortedatum, type, geslacht } = gezinslid();
    await result.current.mutateAsync({ voornaam, achternaam, geboortedatum, type, geslacht });

    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    await waitFor(() => expect(invalidated(queryKeys.leden.list({ page: 1 }))).toBe(true));
    expect(invalidated(queryKeys.leden.detail(12))).toBe(true);
    expect(invalidated(queryKeys.leden.gekregen(12, 1))).toBe(true);
    expect(invalidated(queryKeys.leden.detail(13))).toBe(false);
  });
});
