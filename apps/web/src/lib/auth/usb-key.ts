/** spec 1 §2: the text that applies when the browser has no public-key credentials. */
export const USB_KEY_UNSUPPORTED = 'Deze browser ondersteunt geen USB-sleutels';

/** Whether 'Gebruik USB Sleutel' may be shown (WebAuthn available). */
export function supportsUsbKey(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
