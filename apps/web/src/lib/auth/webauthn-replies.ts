import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { z } from 'zod';
import { webauthnBeginResponseSchema } from '@mvm/domain/auth/webauthn';

const hasChallenge = (value: unknown) =>
  typeof value === 'object' && value !== null && 'challenge' in value && typeof value.challenge === 'string';

/** The begin calls' reply, typed for @simplewebauthn/browser (which checks the options further). */
export const loginBeginSchema = webauthnBeginResponseSchema.extend({
  publicKey: z.custom<PublicKeyCredentialRequestOptionsJSON>(hasChallenge),
});
export const registerBeginSchema = webauthnBeginResponseSchema.extend({
  publicKey: z.custom<PublicKeyCredentialCreationOptionsJSON>(hasChallenge),
});
