import { startRegistration } from '@simplewebauthn/browser';
import { userSchema, type User } from '@mvm/domain/gebruikers/schemas';
import { saveResponse } from '@mvm/domain/leden/schemas';
import { apiRequest } from '../../../lib/api-client';
import { registerBeginSchema } from '../../../lib/auth/webauthn-replies';
import type { MutationConfig } from '../../../lib/react-query';
import { useGebruikersMutation } from './use-gebruikers-mutation';
import { supportsUsbKey, USB_KEY_UNSUPPORTED, usbKeyError } from '../../../lib/auth/usb-key';

const registerReplySchema = saveResponse(userSchema);

const base = (username: string) => `/v1/users/auth/webauthn/register/${encodeURIComponent(username)}`;

/** spec 2 §7: 'USB Sleutel aanmaken' — a challenge for the user, the key signs it, the finish call stores it. */
export async function registerUsbKey(username: string): Promise<User> {
  if (!supportsUsbKey()) throw new Error(USB_KEY_UNSUPPORTED);
  try {
    const { publicKey, handle } = await apiRequest(`${base(username)}/begin`, registerBeginSchema);
    const attestation = await startRegistration({ optionsJSON: publicKey });
    const reply = await apiRequest(`${base(username)}/finish`, registerReplySchema, {
      method: 'POST',
      body: { ...attestation, handle },
    });
    return reply.data;
  } catch (err) {
    throw usbKeyError(err);
  }
}

export const useRegisterUsbKey = (mutationConfig?: MutationConfig<(username: string) => Promise<User>>) =>
  useGebruikersMutation(registerUsbKey, mutationConfig);
