import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema, saveResponse } from '@mvm/domain/leden/schemas';
import { marktSchema, type Markt, type MarktSaveInput } from '@mvm/domain/markten/schemas';
import { apiRequest, getList } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type MarktenListParams = { page: number; pageSize: number; order: string; search: string };

/** GET /v1/markten/ (spec 2 §7): remote paging, order '<naam|start_datum|eind_datum> <asc|desc>'. */
export const marktenQueryOptions = (params: MarktenListParams) =>
  queryOptions({
    queryKey: queryKeys.markten.list(params),
    queryFn: ({ signal }) =>
      getList('/v1/markten/', marktSchema, {
        params: {
          page: params.page,
          page_size: params.pageSize,
          order: params.order,
          search: params.search || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Error!' },
  });

export const marktQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.markten.detail(id),
    queryFn: ({ signal }) => apiRequest(`/v1/markt/${id}`, marktSchema, { signal }),
    meta: { errorTitle: 'Error!' },
  });

/** POST /v1/markt/ (new) or PUT /v1/markt/{id}; refreshes the markets area. */
export function useSaveMarkt(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: MarktSaveInput): Promise<Markt> => {
      const reply = await apiRequest(id ? `/v1/markt/${id}` : '/v1/markt/', saveResponse(marktSchema), {
        method: id ? 'PUT' : 'POST',
        body: values,
      });
      return reply.data;
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.markten.detail(saved.ID), saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.markten.lists() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.markten.current() });
    },
  });
}

export function useDeleteMarkt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/v1/markt/${id}`, okResponseSchema, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.markten.all }),
  });
}
