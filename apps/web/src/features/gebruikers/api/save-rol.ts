import { roleSchema, type Role } from '@mvm/domain/auth/schemas';
import { okResponseSchema, saveResponse } from '@mvm/domain/leden/schemas';
import type { RoleInput } from '@mvm/domain/gebruikers/schemas';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { useGebruikersMutation } from './use-gebruikers-mutation';

const saveReplySchema = saveResponse(roleSchema);

/** POST /v1/beheer/rollen, or PUT /v1/beheer/rollen/{id}. */
export async function saveRol(values: RoleInput, id?: number): Promise<Role> {
  const reply = id
    ? await apiRequest(`/v1/beheer/rollen/${id}`, saveReplySchema, { method: 'PUT', body: values })
    : await apiRequest('/v1/beheer/rollen', saveReplySchema, { method: 'POST', body: values });
  return reply.data;
}

export function deleteRol(id: number): Promise<unknown> {
  return apiRequest(`/v1/beheer/rollen/${id}`, okResponseSchema, { method: 'DELETE' });
}

type SaveRolInput = { values: RoleInput; id?: number };

export const useSaveRol = (mutationConfig?: MutationConfig<(input: SaveRolInput) => Promise<Role>>) =>
  useGebruikersMutation(({ values, id }: SaveRolInput) => saveRol(values, id), mutationConfig);

export const useDeleteRol = (mutationConfig?: MutationConfig<(rol: Role) => Promise<unknown>>) =>
  useGebruikersMutation((rol: Role) => deleteRol(rol.ID), mutationConfig);
