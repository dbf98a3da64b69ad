import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { punctueleRowSchema } from '@mvm/domain/leden/schemas';
import { getList } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// spec 2 §9: the one-off list shows 10 a page.
export const PUNCTUELE_PAGE_SIZE = 10;

/** GET /v1/punctuelehulp/?page&page_size=10[&search] (spec 2 §7), total from Num-Total-Entries. */
export const punctueleListQueryOptions = (page: number, search: string) =>
  queryOptions({
    queryKey: queryKeys.punctuelehulp.list({ page, search }),
    queryFn: async ({ signal }) => {
      return getList('/v1/punctuelehulp/', punctueleRowSchema, {
        params: { page, page_size: PUNCTUELE_PAGE_SIZE, search },
        signal,
      });
    },
    placeholderData: keepPreviousData,
    // A desk registers new cases all day: going back to a query shows the cached page and fetches it again.
    staleTime: 0,
    meta: { errorTitle: 'Error!' },
  });
