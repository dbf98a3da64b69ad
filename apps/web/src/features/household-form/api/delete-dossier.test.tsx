import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { logInAs, mockApi } from '../../../test/render';
import { dossier } from '../../../test/households';
import { useDeleteDossierMutation } from './delete-dossier';

function wrapperWith(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

describe('useDeleteDossierMutation', () => {
  it.each([
    ['lid', queryKeys.leden],
    ['punctueel', queryKeys.punctuelehulp],
  ] as const)('a deleted %s household leaves the cache and its list loads again', async (context, keys) => {
    logInAs();
    const path = context === 'lid' ? '/v1/lid/123' : '/v1/punctuelehulp/123';
    mockApi({ [`DELETE ${path}`]: { body: { status: 'ok', message: 'Dossier verwijderd' } } });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(keys.detail(123), dossier());
    queryClient.setQueryData(keys.list({ page: 1 }), { rows: [], total: 1 });

    const { result } = renderHook(() => useDeleteDossierMutation({ context, id: 123 }), {
      wrapper: wrapperWith(queryClient),
    });
    await result.current.mutateAsync();

    await waitFor(() => expect(queryClient.getQueryState(keys.list({ page: 1 }))?.isInvalidated).toBe(true));
    expect(queryClient.getQueryData(keys.detail(123))).toBeUndefined();
  });
});
