import type { FastifyRequest } from 'fastify';

export const RP_NAME = 'MVM Backoffice';

export type RelyingParty = { rpID: string; origins: string[] };

/**
 * WebAuthn binds a key to a host name (RP ID) and checks the page's origin. WEBAUTHN_RP_ID and
 * WEBAUTHN_ORIGIN fix them behind a proxy; by default they follow the request, so the same
 * installation works at http://localhost:3000 and at its LAN name.
 */
export function relyingParty(request: FastifyRequest): RelyingParty {
  const { webauthnRpId, webauthnOrigins } = request.server.config;
  const rpID = webauthnRpId ?? request.hostname;
  const origins = webauthnOrigins ?? [`${request.protocol}://${request.host}`];
  return { rpID, origins };
}
