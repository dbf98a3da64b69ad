import { apiRequest } from '../api-client';
import type { StoredUser } from '../session';
import { supportsUsbKey, USB_KEY_UNSUPPORTED, usbKeyError } from './usb-key';

/**
 * spec 1 §7: 'Gebruik USB Sleutel'. The begin call sets the challenge cookie (same origin, so fetch
 * sends it back); the handle is echoed too, for the API's cookie-less clients. Answers `{token, name}`
 * like `POST /login`.
 */
export async function loginWithUsbKey(): Promise<StoredUser> {
  if (!supportsUsbKey()) throw new Error(USB_KEY_UNSUPPORTED);
  try {
    // Loaded with the call, so zod and the WebAuthn library stay out of the first load of /login.
    const [{ loginBeginSchema }, { loginResponseSchema }, { startAuthentication }] = await Promise.all([
      import('./webauthn-replies'),
      import('@mvm/domain/auth/schemas'),
      import('@simplewebauthn/browser'),
    ]);
    const { publicKey, handle } = await apiRequest('/auth/webauthn/login/begin', loginBeginSchema, {
      auth: false,
    });
    const assertion = await startAuthentication({ optionsJSON: publicKey });
    return await apiRequest('/auth/webauthn/login/finish', loginResponseSchema, {
      method: 'POST',
      body: { ...assertion, handle },
      auth: false,
    });
  } catch (err) {
    throw usbKeyError(err);
  }
}
