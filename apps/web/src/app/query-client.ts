import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../lib/api-client';
import { showErrorAlert } from '../components/alerts/alerts';
import { isNetworkError } from '../lib/server-status';

/**
 * A query or mutation that sets `meta: { errorTitle: 'Error bij opslaan!' }` gets the spec's red alert with
 * the server's message when it fails, so screens do not repeat try/catch. A 401 shows nothing: the page reloads.
 */
function alertFor(error: unknown, meta: Record<string, unknown> | undefined) {
  const title = meta?.errorTitle;
  if (typeof title !== 'string') return;
  if (error instanceof ApiError && error.sessionExpired) return;
  void showErrorAlert(title, errorMessage(error));
}

/**
 * Issue 27: a read that got no answer (or a gateway's 502–504) is the outage the shell's banner already shows;
 * a red dialog per refetch would only hide the page. A change the user asked for still says it failed.
 */
const isOutage = (error: unknown) =>
  isNetworkError(error) || (error instanceof ApiError && [502, 503, 504].includes(error.status));

export function createQueryClient({ testing = false }: { testing?: boolean } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => (isOutage(error) ? undefined : alertFor(error, query.meta)),
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => alertFor(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: testing
          ? false
          : // Retry only what may pass the second time: no answer at all, or a server hiccup.
            (count, error) => count < 2 && (!(error instanceof ApiError) || error.status >= 500),
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
