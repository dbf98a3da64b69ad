import type { Role } from '@mvm/domain/auth/schemas';
import type { RoleInput } from '@mvm/domain/gebruikers/schemas';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { useGebruikersMutation } from './use-gebruikers-mutation';

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

type SaveRolInput = { values: RoleInput; id?: number };

export const useSaveRol = (mutationConfig?: MutationConfig<(input: SaveRolInput) => Promise<Role>>) =>
  useGebruikersMutation(({ values, id }: SaveRolInput) => saveRol(values, id), mutationConfig);

export const useDeleteRol = (mutationConfig?: MutationConfig<(rol: Role) => Promise<unknown>>) =>
  useGebruikersMutation((rol: Role) => deleteRol(rol.ID), mutationConfig);
