import { queryOptions } from '@tanstack/react-query';
import { marktSchema, scanKeySchema, scanResultSchema, type ScanResult } from '@mvm/domain/markten/schemas';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/markten/scan/current-markten. Kept in memory while the page is open (the door may go offline). */
export const currentMarktenQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.markten.current(),
    queryFn: ({ signal }) => apiRequest('/v1/markten/scan/current-markten', z.array(marktSchema), { signal }),
    staleTime: 5 * 60_000,
    meta: { errorTitle: 'Error!' },
  });

/** GET /v1/markten/scan/key: the barcode key, held in memory only (never stored on the device). */
export const scanKeyQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.markten.scanKey(),
    queryFn: ({ signal }) => apiRequest('/v1/markten/scan/key', scanKeySchema, { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { errorTitle: 'Error!' },
  });

export type ScanPost = { marktId: number; barcode: string; idempotencyKey: string; gescandOp: string };

/** POST /v1/markten/scan/{marktId}: the server checks again and stores the presence. */
export function postScan(scan: ScanPost): Promise<ScanResult> {
  return apiRequest(`/v1/markten/scan/${scan.marktId}`, scanResultSchema, {
    method: 'POST',
    body: { barcode: scan.barcode, idempotencyKey: scan.idempotencyKey, gescandOp: scan.gescandOp },
  });
}
