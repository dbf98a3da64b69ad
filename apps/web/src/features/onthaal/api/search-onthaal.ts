import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { onthaalRowSchema } from '@mvm/domain/onthaal/schemas';
import { getList } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type OnthaalSearch = { search?: string; rijksregisternummer?: string };

/** GET /v1/onthaal/klant: the reception rows (at most 10, best match first). */
export const onthaalSearchQueryOptions = (params: OnthaalSearch | null) =>
  queryOptions({
    queryKey: queryKeys.onthaal.search(params ?? {}),
    queryFn: ({ signal }) => getList('/v1/onthaal/klant', onthaalRowSchema, { params: params ?? {}, signal }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Geen Resultaten!' },
  });
