import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { errorReply } from './replies';

/**
 * Issue 25: a stand-alone agent answers the back office's pages only (PRINT_AGENT_ORIGINS). A request
 * that a page of any other origin sends (its Origin header) is refused before anything runs, preflight
 * included, and carries no CORS header, so that page can neither print nor read an answer. A request
 * without Origin does not come from a web page; it still meets the token and the rate limit.
 */
export async function allowBrowsersFrom(app: FastifyInstance, origins: readonly string[]) {
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!allowed.has(origin))
      return reply.status(403).send(errorReply('Deze printservice aanvaardt geen verzoeken van deze pagina'));
    // Chrome's Private Network Access: the back office's page may ask before it calls a printer host on
    // the local network. @fastify/cors does not answer this header, so this hook does (allowed origins only).
    if (request.method === 'OPTIONS' && request.headers['access-control-request-private-network'] === 'true')
      reply.header('access-control-allow-private-network', 'true');
  });
  await app.register(cors, {
    origin: [...allowed],
    methods: ['GET', 'POST', 'OPTIONS'],
    // authorization: the printers page sends the agent's token for the job log, previews and reprint.
    allowedHeaders: ['content-type', 'authorization'],
    maxAge: 600,
    strictPreflight: false,
  });
}
