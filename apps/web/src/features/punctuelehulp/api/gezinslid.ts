import { gezinslidSchema, saveResponse, type GezinslidSaveInput } from '@mvm/domain/leden/schemas';
import { api } from '../../../lib/api-client';

const responseSchema = saveResponse(gezinslidSchema);
const base = (caseId: number) => `/v1/punctuelehulp/${caseId}/gezinslid`;

/** POST /v1/punctuelehulp/{id}/gezinslid, or PUT .../{memberId} when the member has an ID (spec 2 §7). */
export async function saveGezinslid(caseId: number, lid: GezinslidSaveInput) {
  const body = lid.ID
    ? await api.put<unknown>(`${base(caseId)}/${lid.ID}`, lid)
    : await api.post<unknown>(`${base(caseId)}/`, lid);
  return responseSchema.parse(body).data;
}

/** DELETE /v1/punctuelehulp/{id}/gezinslid/{memberId}. */
export const deleteGezinslid = (caseId: number, memberId: number) =>
  api.delete<unknown>(`${base(caseId)}/${memberId}`);
