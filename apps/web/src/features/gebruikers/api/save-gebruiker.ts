import { userSchema, type User, type UserCreate, type UserUpdate } from '@mvm/domain/gebruikers/schemas';
import { okResponseSchema, saveResponse } from '@mvm/domain/leden/schemas';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { useGebruikersMutation } from './use-gebruikers-mutation';

const saveReplySchema = saveResponse(userSchema);

/** POST /v1/beheer/gebruikers, or PUT /v1/beheer/gebruikers/{id} for an existing user. */
export async function saveGebruiker(values: UserCreate | UserUpdate, id?: number): Promise<User> {
  const reply = id
    ? await apiRequest(`/v1/beheer/gebruikers/${id}`, saveReplySchema, { method: 'PUT', body: values })
    : await apiRequest('/v1/beheer/gebruikers', saveReplySchema, { method: 'POST', body: values });
  return reply.data;
}

export function deleteGebruiker(id: number): Promise<unknown> {
  return apiRequest(`/v1/beheer/gebruikers/${id}`, okResponseSchema, { method: 'DELETE' });
}

/** Beyond the spec: an administrator takes a lost USB key off an account. */
export function deleteUsbKey(userId: number, keyId: number): Promise<unknown> {
  return apiRequest(`/v1/beheer/gebruikers/${userId}/sleutels/${keyId}`, okResponseSchema, {
    method: 'DELETE',
  });
}

type SaveGebruikerInput = { values: UserCreate | UserUpdate; id?: number };

export const useSaveGebruiker = (
  mutationConfig?: MutationConfig<(input: SaveGebruikerInput) => Promise<User>>,
) => useGebruikersMutation(({ values, id }: SaveGebruikerInput) => saveGebruiker(values, id), mutationConfig);

export const useDeleteGebruiker = (mutationConfig?: MutationConfig<(user: User) => Promise<unknown>>) =>
  useGebruikersMutation((user: User) => deleteGebruiker(user.ID), mutationConfig);

export const useDeleteUsbKey = (
  userId: number,
  mutationConfig?: MutationConfig<(keyId: number) => Promise<unknown>>,
) => useGebruikersMutation((keyId: number) => deleteUsbKey(userId, keyId), mutationConfig);
