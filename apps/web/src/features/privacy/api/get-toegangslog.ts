import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { accessLogRowSchema, type AccessLogRow } from '@mvm/domain/privacy/schemas';
import { getList } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { AccessLogRow };

/** The filters of the access-log page; dates as 'yyyy-MM-dd' ('tot' is exclusive on the server). */
export type AccessLogFilters = { gebruiker: string; dossier: string; van: string; tot: string; page: number };

/** GET /v1/privacy/toegangslog: who read which dossier, newest first, 20 a page. */
export const toegangslogQueryOptions = (filters: AccessLogFilters) =>
  queryOptions({
    queryKey: queryKeys.privacy.toegangslog(filters),
    queryFn: ({ signal }) =>
      getList('/v1/privacy/toegangslog', accessLogRowSchema, {
        signal,
        params: { ...filters, page_size: 20 },
      }),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Error!' },
  });

/** GET /v1/privacy/dossiers/{id}/toegangslog: one dossier's access history. */
export const dossierToegangQueryOptions = (dossierId: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.privacy.dossierToegang(dossierId, page),
    queryFn: ({ signal }) =>
      getList(`/v1/privacy/dossiers/${dossierId}/toegangslog`, accessLogRowSchema, {
        signal,
        params: { page, page_size: 20 },
      }),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Error!' },
  });
