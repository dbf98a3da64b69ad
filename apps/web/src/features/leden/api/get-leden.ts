import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { classifySearchTerm } from '@mvm/domain';
import { ledenRowSchema } from '@mvm/domain/leden/schemas';
import { getList } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** spec 2 §9: the member table's sort keys; the server maps them to MVMNummer, CreatedAt, UpdatedAt. */
export type LedenSortField = 'mvmnummerFormatted' | 'created' | 'updated';
export type LedenOrder = `${LedenSortField} ${'asc' | 'desc'}`;
export const DEFAULT_LEDEN_ORDER = 'MVMNummer desc';

export type LedenListParams = {
  page: number;
  pageSize: number;
  /** What the desk typed; classified (scanner fix, number or name) before it is sent. */
  search: string;
  order: LedenOrder | typeof DEFAULT_LEDEN_ORDER;
};

/** spec 1 §5: an 11-digit input is a national number, 'MVM123'/'123' a member number, else a name. */
export function searchParams(search: string): { search?: string; rijksregisternummer?: string } {
  const term = classifySearchTerm(search);
  if (term.kind === 'rijksregisternummer') return { rijksregisternummer: term.value };
  if (term.kind === 'mvmnummer') return { search: String(term.value) };
  return { search: term.value || undefined };
}

export async function getLeden({ page, pageSize, search, order }: LedenListParams, signal?: AbortSignal) {
  return getList('/v1/leden/', ledenRowSchema, {
    params: { page, page_size: pageSize, order, ...searchParams(search) },
    signal,
  });
}

export const ledenQueryOptions = (params: LedenListParams) =>
  queryOptions({
    queryKey: queryKeys.leden.list(params),
    queryFn: ({ signal }) => getLeden(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Geen Resultaten!' },
  });
