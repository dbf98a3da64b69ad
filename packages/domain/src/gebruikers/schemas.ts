import { z } from 'zod';
import { passwordSchema, roleSchema } from '../auth/schemas';

const VERBS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', '*'] as const;

export const roleInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Naam is niet ingevuld').max(100),
  verbs: z.array(z.enum(VERBS, { message: 'Onbekende actie' })).min(1, 'Kies minstens één actie'),
  endpoints: z
    .array(
      z
        .string()
        .trim()
        .regex(/^(\*|\/[^\s]*)$/, 'Een pad begint met / of is *'),
    )
    .min(1, 'Geef minstens één pad'),
});
export type RoleInput = z.infer<typeof roleInputSchema>;

const usernameSchema = z
  .string()
  .trim()
  .min(1, 'Gebruikersnaam is niet ingevuld')
  .max(100)
  .regex(/^[\p{L}\p{N}._@-]+$/u, 'Gebruikersnaam mag geen spaties of vreemde tekens bevatten');

export const userCreateSchema = z.strictObject({
  username: usernameSchema,
  name: z.string().trim().min(1, 'Naam is niet ingevuld').max(200),
  password: passwordSchema,
  roles: z.array(z.string().trim().min(1)).default([]),
});
export type UserCreate = z.infer<typeof userCreateSchema>;

export const userUpdateSchema = z.strictObject({
  username: usernameSchema.optional(),
  name: z.string().trim().min(1, 'Naam is niet ingevuld').max(200).optional(),
  password: passwordSchema.optional(),
  roles: z.array(z.string().trim().min(1)).optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const webauthnCredentialSummarySchema = z.object({ ID: z.number(), createdAt: z.string() });

export const userSchema = z.object({
  ID: z.number(),
  username: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  webauthnCredentials: z.array(webauthnCredentialSummarySchema),
});
export type User = z.infer<typeof userSchema>;

export { idParamSchema } from '../input/ids';

/** The answer of a change to users, roles or keys: a Dutch message and, for a save, the saved record. */
export const userSavedSchema = z.object({ status: z.literal('ok'), message: z.string(), data: userSchema });
export const userChangedSchema = z.object({
  status: z.literal('ok'),
  message: z.string(),
  data: userSchema.optional(),
});
export const roleSavedSchema = z.object({ status: z.literal('ok'), message: z.string(), data: roleSchema });
export const doneSchema = z.object({ status: z.literal('ok'), message: z.string() });
