import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errorReply } from './replies';

/** The agent's routes that are not admin routes: its health check and the prints. */
export type PrintAgentRouteKind = 'health' | 'ticket';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augments Fastify's interface
  interface FastifyContextConfig {
    /** Set on the health check and the prints; absent on an admin route. */
    printAgentRoute?: PrintAgentRouteKind;
    /** A print's body schema: the host's OpenAPI document shows it (the route validates it itself). */
    printAgentBody?: import('zod').ZodType;
  }
}

// RFC 7235: the scheme in any case.
const BEARER = /^bearer +(\S{1,500})\s*$/i;
// Equal-length digests, so the comparison takes the same time whatever the guess.
const digest = (text: string) => createHash('sha256').update(text).digest();

export const TOKEN_REFUSED = 'Sleutel van de printservice ontbreekt of klopt niet';

/**
 * Issue 25: on a printer host everything that is not a print or the health check (job log, previews,
 * printer state, reprint, and any route added later) needs `Authorization: Bearer <PRINT_AGENT_TOKEN>`,
 * compared in constant time.
 */
export function requireTokenForAdmin(app: FastifyInstance, token: string) {
  const expected = digest(token);
  app.addHook('onRequest', async (request, reply) => {
    // A preflight carries no credentials; the CORS plugin answers it and nothing else.
    if (request.method === 'OPTIONS' || request.routeOptions.config.printAgentRoute) return;
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (given !== undefined && timingSafeEqual(digest(given), expected)) return;
    return reply.header('www-authenticate', 'Bearer').status(401).send(errorReply(TOKEN_REFUSED));
  });
}
