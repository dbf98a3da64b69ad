import type { Role } from '@mvm/domain/auth/schemas';
import type { RoleInput } from '@mvm/domain/gebruikers/schemas';
import { apiRequest } from '../../../lib/api-client';

type SaveReply = { status: 'ok'; message: string; data: Role };

/** POST /v1/beheer/rollen, or PUT /v1/beheer/rollen/{id}. */
export async function saveRol(values: RoleInput, id?: number): Promise<Role> {
  const reply = id
    ? await apiRequest<SaveReply>(`/v1/beheer/rollen/${id}`, { method: 'PUT', body: values })
    : await apiRequest<SaveReply>('/v1/beheer/rollen', { method: 'POST', body: values });
  return reply.data;
}

export function deleteRol(id: number): Promise<unknown> {
  return apiRequest(`/v1/beheer/rollen/${id}`, { method: 'DELETE' });
}
