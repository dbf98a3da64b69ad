import { getList } from '../../../lib/api-client';

export type RrnMatch = { mvmnummer?: number; enummer?: number; voornaam?: string; achternaam?: string };

/**
 * spec 2 §5 duplicate check: GET /v1/leden/?page=1&page_size=10&rijksregisternummer= and, for a
 * one-off case, the same on /v1/punctuelehulp/ (spec 2 §7). Answers how many dossiers have it.
 */
export async function findByRrn(
  rrn: string,
  withOneOff: boolean,
): Promise<{ total: number; rows: RrnMatch[] }> {
  const params = { page: 1, page_size: 10, rijksregisternummer: rrn };
  const lists = await Promise.all([
    getList<RrnMatch>('/v1/leden/', { params }),
    ...(withOneOff ? [getList<RrnMatch>('/v1/punctuelehulp/', { params })] : []),
  ]);
  return {
    total: lists.reduce((sum, l) => sum + l.total, 0),
    rows: lists.flatMap((l) => l.rows),
  };
}
