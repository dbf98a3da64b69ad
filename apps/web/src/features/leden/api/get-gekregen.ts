import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { gekregenSchema } from '@mvm/domain/leden/schemas';
import { getList } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// spec 2 §9: the member's received list shows 20 rows a page.
export const GEKREGEN_PAGE_SIZE = 20;

export const gekregenQueryOptions = (mvmnummer: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.leden.gekregen(mvmnummer, page),
    queryFn: async ({ signal }) => {
      return getList(`/v1/lid/${mvmnummer}/gekregen`, gekregenSchema, {
        params: { page, page_size: GEKREGEN_PAGE_SIZE },
        signal,
      });
    },
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Error!' },
  });
