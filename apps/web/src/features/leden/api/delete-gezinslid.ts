import { apiRequest } from '../../../lib/api-client';
import { checkReply } from './save-reply';

export async function deleteGezinslid(mvmnummer: number, gezinslidId: number): Promise<void> {
  const reply = await apiRequest<unknown>(`/v1/lid/${mvmnummer}/gezinslid/${gezinslidId}`, {
    method: 'DELETE',
  });
  checkReply(reply, 'Verwijderen is niet gelukt');
}
