import { z } from 'zod';
import { PASSWORD_MISSING, USERNAME_MISSING } from './messages';

export const loginRequestSchema = z.strictObject({
  username: z.string().trim().min(1, USERNAME_MISSING).max(100),
  password: z.string().min(1, PASSWORD_MISSING).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string(), name: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const roleSchema = z.object({
  ID: z.number(),
  name: z.string(),
  verbs: z.array(z.string()),
  endpoints: z.array(z.string()),
});
export type Role = z.infer<typeof roleSchema>;

export const sessionCheckSchema = z.object({
  status: z.literal('ok'),
  name: z.string(),
  username: z.string(),
});

export const MIN_PASSWORD_LENGTH = 8;
export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Het wachtwoord moet minstens ${MIN_PASSWORD_LENGTH} tekens lang zijn`)
  .max(200, 'Het wachtwoord is te lang');

export const changePasswordSchema = z.strictObject({
  oudWachtwoord: z.string().min(1, 'Huidig wachtwoord is niet ingevuld').max(200),
  nieuwWachtwoord: passwordSchema,
});

/** POST /v1/auth/logout. */
export const logoutResponseSchema = z.object({ status: z.literal('ok') });

/** PUT /v1/auth/password. */
export const passwordChangedSchema = z.object({ status: z.literal('ok'), message: z.string() });
