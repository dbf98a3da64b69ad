import { queryOptions } from '@tanstack/react-query';
import { rapportSchema, verlengenRowSchema, type VerlengenSoort } from '@mvm/domain/rapporten/schemas';
import { apiDownload, apiRequest, getList } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The report of a period (van, tot as 'yyyy-MM-dd'); asked only once both dates are chosen. */
export const rapportQuery = (van: string, tot: string) =>
  queryOptions({
    queryKey: queryKeys.rapporten.rapport(van, tot),
    queryFn: ({ signal }) => apiRequest('/v1/rapporten/', rapportSchema, { params: { van, tot }, signal }),
    enabled: Boolean(van && tot),
  });

export type VerlengenParams = {
  page: number;
  pageSize: number;
  soort: VerlengenSoort;
  order: 'einddatum asc' | 'einddatum desc';
};

export const verlengenQuery = (p: VerlengenParams) =>
  queryOptions({
    queryKey: queryKeys.rapporten.verlengen(p),
    queryFn: ({ signal }) =>
      getList('/v1/rapporten/verlengen', verlengenRowSchema, {
        params: { page: p.page, page_size: p.pageSize, soort: p.soort, order: p.order },
        signal,
      }),
  });

/** Saves a CSV export of the server as a file (its name from the server). */
export async function downloadCsv(path: string, params: Record<string, string>, fallbackName: string) {
  const { blob, fileName } = await apiDownload(path, { params });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
