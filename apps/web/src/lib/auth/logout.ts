import { z } from 'zod';
import { apiRequest } from '../api-client';

/** `POST /v1/auth/logout` revokes the token on the server. */
export function logoutRequest(): Promise<unknown> {
  return apiRequest('/v1/auth/logout', z.unknown(), { method: 'POST' });
}
