import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { gekregenSchema } from '@mvm/domain/leden/schemas';
import {
  ledgerOkSchema,
  ledgerRowSavedSchema,
  ledgerRowSchema,
  materiaalKlantSchema,
  objectsReplySchema,
  okReply,
  quickActionReplySchema,
  voedingKlantSchema,
  zeephuisjeKlantSchema,
  type VoedingVariant,
} from '@mvm/domain/ledger/schemas';
import { z } from 'zod';
import { apiRequest, getList } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { rowTimestamp, type LedgerRow } from '../model/ledger-row';

export type DeskArea = 'materiaal' | 'voeding' | 'zeephuisje';
export type LedgerArea = DeskArea | 'punctueel';

// spec 1 §9 / spec 2 §9: 10 rows a page at the desks, 20 for one-off goods.
export const DESK_PAGE_SIZE = 10;
export const PUNCTUELE_PAGE_SIZE = 20;

const objectsPath: Record<LedgerArea, string> = {
  materiaal: '/v1/materiaal/objects',
  voeding: '/v1/voeding/objects',
  zeephuisje: '/v1/zeephuisje/objects',
  punctueel: '/v1/punctuelehulp/objects',
};

/** GET /v1/{area}/objects: the area's items with their sizes and category. */
export const objectsQueryOptions = (area: LedgerArea) =>
  queryOptions({
    queryKey: area === 'punctueel' ? queryKeys.punctuelehulp.objects() : queryKeys[area].objects(),
    queryFn: ({ signal }) => apiRequest(objectsPath[area], objectsReplySchema, { signal }),
    staleTime: 5 * 60_000,
    meta: { errorTitle: 'Error!' },
  });

/** GET /v1/{area}/klant/{nr}: the info block (and for food and soap house "may we serve today?"). */
function klantQuery<T>(area: DeskArea, schema: z.ZodType<T>) {
  return (mvmnummer: number) =>
    queryOptions({
      queryKey: queryKeys[area].klant(mvmnummer),
      queryFn: ({ signal }) => apiRequest(`/v1/${area}/klant/${mvmnummer}`, schema, { signal }),
      // A refetch must never overwrite the remark being typed.
      refetchOnWindowFocus: false,
      meta: { errorTitle: 'Error!' },
    });
}

export const materiaalKlantQueryOptions = klantQuery('materiaal', materiaalKlantSchema);
export const voedingKlantQueryOptions = klantQuery('voeding', voedingKlantSchema);
export const zeephuisjeKlantQueryOptions = klantQuery('zeephuisje', zeephuisjeKlantSchema);

export type RowFilters = {
  object?: number;
  ontvanger?: string;
  maat?: number;
  datum?: string;
  gezinsLid?: number;
};
export type RowsParams = { categorie?: number; page: number; filters?: RowFilters };

/** spec 1 §7 / spec 2 §7: one page of a household's rows, newest first, with Num-Total-Entries. */
export const rowsQueryOptions = (area: DeskArea, mvmnummer: number, params: RowsParams) =>
  queryOptions({
    queryKey: queryKeys[area].rows(mvmnummer, params),
    queryFn: ({ signal }) => {
      const base = `/v1/${area}/klant/${mvmnummer}/gekregen`;
      const path = area === 'materiaal' ? `${base}/${params.categorie}` : base;
      return getList(path, ledgerRowSchema, {
        params: {
          page: params.page,
          page_size: DESK_PAGE_SIZE,
          categorie: area === 'zeephuisje' ? params.categorie : undefined,
          ...params.filters,
        },
        signal,
      });
    },
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
    meta: { errorTitle: 'Error!' },
  });

/** spec 2 §7: GET /v1/punctuelehulp/{id}/gekregen?page&page_size=20. */
export const punctueleRowsQueryOptions = (enummer: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.punctuelehulp.gekregen(enummer, page),
    queryFn: ({ signal }) =>
      getList(`/v1/punctuelehulp/${enummer}/gekregen`, gekregenSchema, {
        params: { page, page_size: PUNCTUELE_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
    meta: { errorTitle: 'Error!' },
  });

/** The row as the save calls take it (spec 2 field names; the date as a timestamp with zone). */
export function rowBody(row: LedgerRow, now = new Date()) {
  return {
    datum: rowTimestamp(row, now),
    aantal: row.aantal,
    objectID: row.objectID,
    maatID: row.maatID,
    gezinsLid: row.gezinsLid,
    ontvanger: row.ontvanger,
    opmerking: row.opmerking,
  };
}

const savedPunctueel = okReply(gekregenSchema);

export type SavedRow = { ID: number; timestamp: string; message?: string };

/** spec 1 §7 / spec 2 §7: POST …/gekregen/…/{rowID, or 0 for new}; one-off goods POST new, PUT existing. */
export async function saveRow(
  area: LedgerArea,
  id: number,
  row: LedgerRow,
  categorie?: number,
): Promise<SavedRow> {
  const body = rowBody(row);
  if (area === 'punctueel') {
    const path = `/v1/punctuelehulp/${id}/gekregen`;
    const reply = await apiRequest(row.ID > 0 ? `${path}/${row.ID}` : path, savedPunctueel, {
      method: row.ID > 0 ? 'PUT' : 'POST',
      body,
    });
    return { ID: reply.data.ID, timestamp: reply.data.datum, message: reply.message };
  }
  const section = area === 'materiaal' ? `/${categorie}` : '';
  const reply = await apiRequest(
    `/v1/${area}/klant/${id}/gekregen${section}/${row.ID}`,
    ledgerRowSavedSchema,
    {
      method: 'POST',
      body,
    },
  );
  return { ID: reply.data.ID, timestamp: reply.data.datum, message: reply.message };
}

/** spec 1 §7 / spec 2 §7: DELETE …/gekregen/…/{rowID}. */
export async function deleteRow(area: LedgerArea, id: number, rowID: number, categorie?: number) {
  const path =
    area === 'punctueel'
      ? `/v1/punctuelehulp/${id}/gekregen/${rowID}`
      : `/v1/${area}/klant/${id}/gekregen${area === 'materiaal' ? `/${categorie}` : ''}/${rowID}`;
  await apiRequest(path, ledgerOkSchema, { method: 'DELETE' });
}

const anyReply = okReply(z.unknown());

/** POST /v1/{area}/klant/{nr}: {opmerking} (food also {specialeVoeding, typeVoeding}). */
export async function saveKlantInfo(area: DeskArea, mvmnummer: number, body: Record<string, string>) {
  const reply = await apiRequest(`/v1/${area}/klant/${mvmnummer}`, anyReply, { method: 'POST', body });
  return reply.message;
}

/** 'Voeding Vandaag': the server adds the Voeding row and the variant's row in one go (or refuses). */
export async function voedingVandaag(mvmnummer: number, variant: VoedingVariant) {
  return apiRequest(`/v1/voeding/klant/${mvmnummer}/vandaag`, quickActionReplySchema, {
    method: 'POST',
    body: { variant },
  });
}

/** 'Pakket Vandaag' (spec 2 §4): one Pakket row, or 'Klant heeft deze maand al een pakket gehad'. */
export async function pakketVandaag(mvmnummer: number) {
  return apiRequest(`/v1/zeephuisje/klant/${mvmnummer}/pakket`, quickActionReplySchema, { method: 'POST' });
}
