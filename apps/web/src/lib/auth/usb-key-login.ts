import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiRequest } from '../api-client';
import type { StoredUser } from '../session';
import { supportsUsbKey, USB_KEY_UNSUPPORTED, usbKeyError } from './usb-key';

type LoginBegin = { publicKey: PublicKeyCredentialRequestOptionsJSON; handle?: string };

/**
 * spec 1 §7: 'Gebruik USB Sleutel'. The begin call sets the challenge cookie (same origin, so fetch
 * sends it back); the handle is echoed too, for the API's cookie-less clients. Answers `{token, name}`
 * like `POST /login`.
 */
export async function loginWithUsbKey(): Promise<StoredUser> {
  if (!supportsUsbKey()) throw new Error(USB_KEY_UNSUPPORTED);
  try {
    const { publicKey, handle } = await apiRequest<LoginBegin>('/auth/webauthn/login/begin', { auth: false });
    const assertion = await startAuthentication({ optionsJSON: publicKey });
    return await apiRequest<StoredUser>('/auth/webauthn/login/finish', {
      method: 'POST',
      body: { ...assertion, handle },
      auth: false,
    });
  } catch (err) {
    throw usbKeyError(err);
  }
}
