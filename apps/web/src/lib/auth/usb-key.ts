import { ApiError } from '../api-client';

/** spec 1 §2: the text that applies when the browser has no public-key credentials. */
export const USB_KEY_UNSUPPORTED = 'Deze browser ondersteunt geen USB-sleutels';

/** Whether 'Gebruik USB Sleutel' may be shown (WebAuthn available). */
export function supportsUsbKey(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

const CANCELLED = 'De USB-sleutel werd niet aangeraakt of de aanvraag werd geannuleerd. Probeer het opnieuw.';

// The browser's WebAuthn errors are English and technical; a volunteer gets one plain Dutch sentence.
const browserTexts: Record<string, string> = {
  NotAllowedError: CANCELLED,
  AbortError: CANCELLED,
  ERROR_CEREMONY_ABORTED: CANCELLED,
  InvalidStateError: 'Deze USB-sleutel is al geregistreerd.',
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: 'Deze USB-sleutel is al geregistreerd.',
  SecurityError: 'Deze pagina mag geen USB-sleutel gebruiken. Open het back office via zijn naam (https).',
};

/**
 * Turns whatever a USB-key ceremony threw into an error with a Dutch message, so the spec's red dialog
 * (`meta.errorTitle`) shows it as it is. Answers of the API keep their own message.
 */
export function usbKeyError(err: unknown): Error {
  if (err instanceof ApiError) return err;
  if (err instanceof TypeError) return err; // no connection: errorMessage says so in Dutch
  // SimpleWebAuthn's WebAuthnError carries a string code; other errors fall back to their name.
  const code = err instanceof Error ? ((err as Error & { code?: string }).code ?? err.name) : '';
  const name = err instanceof Error ? err.name : '';
  return new Error(
    browserTexts[code] ??
      browserTexts[name] ??
      'De USB-sleutel kon niet gebruikt worden. Probeer het opnieuw.',
  );
}
