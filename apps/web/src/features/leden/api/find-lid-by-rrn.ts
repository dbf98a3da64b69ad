import { ledenRowSchema, type LedenRow } from '@mvm/domain/leden/schemas';
import { getList } from '../../../lib/api-client';

/** spec 2 §2: after an eID read, the holder is looked up by national number. */
export async function findLidByRrn(rijksregisternummer: string): Promise<LedenRow | undefined> {
  const { rows } = await getList('/v1/leden/', ledenRowSchema, {
    params: { page: 1, page_size: 10, rijksregisternummer },
  });
  return rows[0];
}
