import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';

export const RP_NAME = 'MVM Backoffice';

export type RelyingParty = { rpID: string; origins: string[] };

/** The host names a key may be bound to without WEBAUTHN_RP_ID: this computer only. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const RP_NOT_CONFIGURED =
  'Aanmelden met een USB-sleutel is op dit adres niet ingesteld. De beheerder moet WEBAUTHN_RP_ID instellen; ' +
  'zonder die instelling werkt het alleen via localhost.';

/**
 * WebAuthn binds a key to a host name (RP ID) and checks the page's origin. WEBAUTHN_RP_ID and
 * WEBAUTHN_ORIGIN fix them. Without WEBAUTHN_RP_ID they follow the request only on this computer
 * (localhost): on any other Host header a caller would choose the relying party itself (issue 24), so
 * every key ceremony is refused there with a Dutch 403 until the installation names its host.
 */
export function relyingParty(request: FastifyRequest): RelyingParty {
  const { webauthnRpId, webauthnOrigins } = request.server.config;
  if (!webauthnRpId && !LOCAL_HOSTS.has(request.hostname.toLowerCase())) {
    throw new HttpError(403, RP_NOT_CONFIGURED);
  }
  const rpID = webauthnRpId ?? request.hostname;
  const origins = webauthnOrigins ?? [`${request.protocol}://${request.host}`];
  return { rpID, origins };
}
