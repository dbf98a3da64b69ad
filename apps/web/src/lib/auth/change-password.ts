import { z } from 'zod';
import type { changePasswordSchema } from '@mvm/domain/auth/schemas';
import { apiRequest } from '../api-client';

export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** `PUT /v1/auth/password`: one's own password; the API ends the user's other sessions. */
export function changePassword(body: ChangePassword): Promise<unknown> {
  return apiRequest('/v1/auth/password', z.unknown(), { method: 'PUT', body });
}
