import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { securityWarningRowSchema, type SecurityWarningRow } from '@mvm/domain/privacy/schemas';
import { getList } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { SecurityWarningRow };

export const WAARSCHUWINGEN_PAGE_SIZE = 20;

/** GET /v1/privacy/waarschuwingen (issue 24): bursts of lookups by national number, latest first. */
export const waarschuwingenQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.privacy.waarschuwingen(page),
    queryFn: ({ signal }) =>
      getList('/v1/privacy/waarschuwingen', securityWarningRowSchema, {
        signal,
        params: { page, page_size: WAARSCHUWINGEN_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Error!' },
  });
