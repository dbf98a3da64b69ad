import { dbIdSchema } from '../input/ids';
import { z } from 'zod';

// WebAuthn sends binary fields as base64url text (spec 1 §7). Bounded, so a huge body is a 400, not work.
const base64url = (field: string, max = 4096) =>
  z
    .string({ message: `${field} ontbreekt` })
    .min(1, `${field} ontbreekt`)
    .max(max, `${field} is te lang`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${field} is geen geldige base64url-tekst`);

export const WEBAUTHN_TRANSPORTS = [
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
] as const;

/** The handle of a begin call, echoed back by clients that do not keep cookies. */
const challengeHandle = z.string().min(1).max(200).optional();

const credentialBase = {
  id: base64url('id', 1024),
  rawId: base64url('rawId', 1024),
  type: z.literal('public-key', { message: "type moet 'public-key' zijn" }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
  handle: challengeHandle,
};

/** POST /auth/webauthn/login/finish (spec 1 §7). */
export const webauthnLoginFinishSchema = z.object({
  ...credentialBase,
  response: z.object(
    {
      authenticatorData: base64url('authenticatorData'),
      clientDataJSON: base64url('clientDataJSON'),
      signature: base64url('signature'),
      userHandle: base64url('userHandle', 1024).nullish(),
    },
    { message: 'response ontbreekt' },
  ),
});
export type WebauthnLoginFinish = z.infer<typeof webauthnLoginFinishSchema>;

/** POST /v1/users/auth/webauthn/register/{username}/finish (spec 2 §7). */
export const webauthnRegisterFinishSchema = z.object({
  ...credentialBase,
  response: z.object(
    {
      attestationObject: base64url('attestationObject', 16_384),
      clientDataJSON: base64url('clientDataJSON'),
      // Unknown transports are dropped, not refused: browsers add new ones over time.
      transports: z.array(z.string().max(32)).max(10).optional(),
    },
    { message: 'response ontbreekt' },
  ),
});
export type WebauthnRegisterFinish = z.infer<typeof webauthnRegisterFinishSchema>;

export const usernameParamSchema = z.object({
  username: z.string().trim().min(1, 'Gebruikersnaam ontbreekt').max(100),
});

export const userKeyParamSchema = z.object({ id: dbIdSchema(), keyId: dbIdSchema() });

/**
 * GET .../webauthn/{login,register}/begin: the options the browser hands to the authenticator (checked
 * here only for the challenge; the WebAuthn library checks the rest) and the challenge's handle.
 */
export const webauthnBeginResponseSchema = z.object({
  publicKey: z.looseObject({ challenge: z.string().min(1) }),
  handle: z.string().optional(),
});
