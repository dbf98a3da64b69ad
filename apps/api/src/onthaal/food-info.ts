import type { Db } from '../db/client';

/**
 * INTEGRATION POINT (issue 8, ledger-api): the food desk's customer info (spec 1 §3 Food customer info:
 * specialeVoeding, opmerking) lives in the ledger's `klant_info` table (afdeling 'voeding'), which is not on
 * this branch. After the merge this reads that row; until then the reception ticket prints both empty.
 */
export function voedingKlantInfo(
  _db: Db,
  _dossierId: number,
): Promise<{ specialeVoeding: string; opmerking: string }> {
  return Promise.resolve({ specialeVoeding: '', opmerking: '' });
}
