import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { User } from '@mvm/domain/gebruikers/schemas';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { useGebruikersMutation } from './use-gebruikers-mutation';
import { supportsUsbKey, USB_KEY_UNSUPPORTED, usbKeyError } from '../../../lib/auth/usb-key';

type RegisterBegin = { publicKey: PublicKeyCredentialCreationOptionsJSON; handle?: string };
type RegisterReply = { status: 'ok'; message: string; data: User };

const base = (username: string) => `/v1/users/auth/webauthn/register/${encodeURIComponent(username)}`;

/** spec 2 §7: 'USB Sleutel aanmaken' — a challenge for the user, the key signs it, the finish call stores it. */
export async function registerUsbKey(username: string): Promise<User> {
  if (!supportsUsbKey()) throw new Error(USB_KEY_UNSUPPORTED);
  try {
    const { publicKey, handle } = await apiRequest<RegisterBegin>(`${base(username)}/begin`);
    const attestation = await startRegistration({ optionsJSON: publicKey });
    const reply = await apiRequest<RegisterReply>(`${base(username)}/finish`, {
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
