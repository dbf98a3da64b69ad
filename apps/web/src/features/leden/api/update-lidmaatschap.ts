import { lidmaatschapSchema, type LidmaatschapRow } from '@mvm/domain/leden/schemas';
import { apiRequest } from '../../../lib/api-client';
import { parseSaveReply } from './save-reply';

export type LidmaatschapChanges = Pick<
  LidmaatschapRow,
  'start' | 'eind' | 'gezinsSamenstellingInOrde' | 'vroegtijdigBeindigd' | 'redenenBeindiging'
>;

/** PUT /v1/lid/{id}/lidmaatschap/{mid}: edit the dates and switch, or end early with a reason. */
export async function updateLidmaatschap(
  mvmnummer: number,
  lidmaatschapId: number,
  changes: LidmaatschapChanges,
): Promise<LidmaatschapRow> {
  const reply = await apiRequest<unknown>(`/v1/lid/${mvmnummer}/lidmaatschap/${lidmaatschapId}`, {
    method: 'PUT',
    body: changes,
  });
  return parseSaveReply(lidmaatschapSchema, reply);
}
