import { apiRequest } from '../api-client';
import type { LoginRequest } from '@mvm/domain/auth/schemas';
import type { StoredUser } from '../session';

export type LoginCredentials = LoginRequest;

/** `POST /login`: public; a 401 here means wrong credentials, not an expired session. */
export async function loginRequest(credentials: LoginCredentials): Promise<StoredUser> {
  // Loaded with the call, so zod stays out of the first load of /login (its 200 KB budget).
  const { loginResponseSchema } = await import('@mvm/domain/auth/schemas');
  return apiRequest('/login', loginResponseSchema, { method: 'POST', body: credentials, auth: false });
}
