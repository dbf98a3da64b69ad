import { ledenRowSchema, punctueleRowSchema } from '@mvm/domain/leden/schemas';
import { getList } from '../../../lib/api-client';

/** Who already has the number: a member (mvmnummer) or a one-off case (enummer). */
export type RrnMatch = {
  mvmnummer?: number | null;
  enummer?: number;
  voornaam?: string;
  achternaam?: string;
};

/**
 * spec 2 §5 duplicate check: GET /v1/leden/?page=1&page_size=10&rijksregisternummer= and, for a
 * one-off case, the same on /v1/punctuelehulp/ (spec 2 §7). Answers how many dossiers have it.
 */
export async function findByRrn(
  rrn: string,
  withOneOff: boolean,
): Promise<{ total: number; rows: RrnMatch[] }> {
  const params = { page: 1, page_size: 10, rijksregisternummer: rrn };
  const lists: { total: number; rows: RrnMatch[] }[] = await Promise.all([
    getList('/v1/leden/', ledenRowSchema, { params }),
    ...(withOneOff ? [getList('/v1/punctuelehulp/', punctueleRowSchema, { params })] : []),
  ]);
  return {
    total: lists.reduce((sum, l) => sum + l.total, 0),
    rows: lists.flatMap((l) => l.rows),
  };
}
