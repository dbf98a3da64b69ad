import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  evenementSchema,
  inschrijvingSchema,
  type Evenement,
  type EvenementSaveInput,
  type Inschrijving,
  type InschrijvingSaveInput,
} from '@mvm/domain/evenementen/schemas';
import { ledenRowSchema, saveResponse } from '@mvm/domain/leden/schemas';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/evenementen/. */
export const evenementenQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.evenementen.list(),
    queryFn: ({ signal }) => apiRequest('/v1/evenementen/', z.array(evenementSchema), { signal }),
    meta: { errorTitle: 'Error!' },
  });

/** POST /v1/evenementen/ (the modal 'Evenement Toevoegen'). */
export function useCreateEvenement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: EvenementSaveInput): Promise<Evenement> =>
      (await apiRequest('/v1/evenementen/', saveResponse(evenementSchema), { method: 'POST', body: values }))
        .data,
    onSuccess: async (created) => {
      // The new event is selectable at once, before the list comes back.
      queryClient.setQueryData(queryKeys.evenementen.list(), (old: Evenement[] | undefined) => [
        ...(old ?? []),
        created,
      ]);
      await queryClient.invalidateQueries({ queryKey: queryKeys.evenementen.list() });
    },
  });
}

/** GET /v1/lid/search: the member search under the event (10 best matches). */
export const ledenSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: queryKeys.evenementen.ledenSearch(text),
    queryFn: ({ signal }) =>
      apiRequest('/v1/lid/search', z.array(ledenRowSchema), { params: { search: text }, signal }),
    enabled: text !== '',
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Geen Resultaten!' },
  });

/** GET /v1/evenementen/{eventId}/{nr}. */
export const inschrijvingQueryOptions = (eventId: number, mvmnummer: number) =>
  queryOptions({
    queryKey: queryKeys.evenementen.inschrijving(eventId, mvmnummer),
    queryFn: ({ signal }) =>
      apiRequest(`/v1/evenementen/${eventId}/${mvmnummer}`, inschrijvingSchema, { signal }),
    meta: { errorTitle: 'Error!' },
  });

const saved = saveResponse(inschrijvingSchema);

/** PUT /v1/evenementen/{eventId}/{nr}: aanwezig true signs up, false signs out. */
export function useSaveInschrijving(eventId: number, mvmnummer: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: InschrijvingSaveInput): Promise<Inschrijving> =>
      (await apiRequest(`/v1/evenementen/${eventId}/${mvmnummer}`, saved, { method: 'PUT', body: values }))
        .data,
    onSuccess: (data) =>
      queryClient.setQueryData(queryKeys.evenementen.inschrijving(eventId, mvmnummer), data),
  });
}

/** PUT /v1/evenementen/{eventId}/{nr}/aanwezig: the household came. */
export function useMarkAanwezig(eventId: number, mvmnummer: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<Inschrijving> =>
      (
        await apiRequest(`/v1/evenementen/${eventId}/${mvmnummer}/aanwezig`, saved, {
          method: 'PUT',
          body: {},
        })
      ).data,
    onSuccess: (data) =>
      queryClient.setQueryData(queryKeys.evenementen.inschrijving(eventId, mvmnummer), data),
  });
}
