import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { classifySearchTerm } from '@mvm/domain';
import { ledenRowSchema } from '@mvm/domain/leden/schemas';
import { getList } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { DeskSearchType } from '../model/desk-search';

// spec 1 §9: page size 10 for the search screens.
export const DESK_SEARCH_PAGE_SIZE = 10;

export type DeskSearchParams = { search: string; type: DeskSearchType; page: number };

/**
 * spec 1 §2/§5: 'Leden' searches a member number (the box shows the MVM prefix) and 'Op naam zoeken' a
 * name; an 11-digit input is a national register number under either type.
 */
export function deskSearchQuery({ search, type }: Pick<DeskSearchParams, 'search' | 'type'>) {
  const term = classifySearchTerm(search);
  if (term.kind === 'rijksregisternummer') return { rijksregisternummer: term.value };
  if (term.kind === 'mvmnummer' && type === 'Leden') return { search: String(term.value) };
  if (term.kind === 'mvmnummer') return { search: `MVM${term.value}` };
  return { search: term.value || undefined };
}

export const deskSearchQueryOptions = (params: DeskSearchParams) =>
  queryOptions({
    queryKey: queryKeys.leden.list({ desk: true, ...params }),
    queryFn: ({ signal }) =>
      getList('/v1/leden/', ledenRowSchema, {
        params: { page: params.page, page_size: DESK_SEARCH_PAGE_SIZE, ...deskSearchQuery(params) },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Geen Resultaten!' },
  });
