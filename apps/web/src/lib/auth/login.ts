import { apiRequest } from '../api-client';
import { loginResponseSchema, type LoginRequest } from '@mvm/domain/auth/schemas';
import type { StoredUser } from '../session';

export type LoginCredentials = LoginRequest;

/** `POST /login`: public; a 401 here means wrong credentials, not an expired session. */
export function loginRequest(credentials: LoginCredentials): Promise<StoredUser> {
  return apiRequest('/login', loginResponseSchema, { method: 'POST', body: credentials, auth: false });
}
