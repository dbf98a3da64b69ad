import { queryOptions } from '@tanstack/react-query';
import { dossierSchema } from '@mvm/domain/leden/schemas';
import { apiRequest } from '../../../lib/api-client';

/** Every query of one member starts with this key, so one invalidation refreshes its tabs. */
export const lidQueryKey = (mvmnummer: number) => ['leden', 'detail', mvmnummer] as const;

export async function getLid(mvmnummer: number, signal?: AbortSignal) {
  return dossierSchema.parse(await apiRequest<unknown>(`/v1/lid/${mvmnummer}`, { signal }));
}

export const lidQueryOptions = (mvmnummer: number) =>
  queryOptions({
    queryKey: lidQueryKey(mvmnummer),
    queryFn: ({ signal }) => getLid(mvmnummer, signal),
    meta: { errorTitle: 'Error!' },
  });
