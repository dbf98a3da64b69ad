import type { User, UserCreate, UserUpdate } from '@mvm/domain/gebruikers/schemas';
import { apiRequest } from '../../../lib/api-client';

type SaveReply = { status: 'ok'; message: string; data: User };

/** POST /v1/beheer/gebruikers, or PUT /v1/beheer/gebruikers/{id} for an existing user. */
export async function saveGebruiker(values: UserCreate | UserUpdate, id?: number): Promise<User> {
  const reply = id
    ? await apiRequest<SaveReply>(`/v1/beheer/gebruikers/${id}`, { method: 'PUT', body: values })
    : await apiRequest<SaveReply>('/v1/beheer/gebruikers', { method: 'POST', body: values });
  return reply.data;
}

export function deleteGebruiker(id: number): Promise<unknown> {
  return apiRequest(`/v1/beheer/gebruikers/${id}`, { method: 'DELETE' });
}

/** Beyond the spec: an administrator takes a lost USB key off an account. */
export function deleteUsbKey(userId: number, keyId: number): Promise<unknown> {
  return apiRequest(`/v1/beheer/gebruikers/${userId}/sleutels/${keyId}`, { method: 'DELETE' });
}
