import { lidmaatschapSchema, type LidmaatschapRow } from '@mvm/domain/leden/schemas';
import { apiRequest } from '../../../lib/api-client';
import { parseSaveReply } from './save-reply';

/** spec 2 §4 Verlengen: the server derives the new period (DESIGN.md renewal rule). */
export async function renewLidmaatschap(mvmnummer: number): Promise<LidmaatschapRow> {
  const reply = await apiRequest<unknown>(`/v1/lid/${mvmnummer}/lidmaatschap`, { method: 'POST', body: {} });
  return parseSaveReply(lidmaatschapSchema, reply);
}
