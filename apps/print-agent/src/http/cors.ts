import type { FastifyInstance } from 'fastify';

/**
 * The browser calls a printer host that is not the web app's origin (spec 1 §7), with a JSON POST,
 * which needs a preflight. @fastify/cors is not installed, and this is all the agent needs:
 * any origin, POST with `content-type`, no cookies or credentials.
 */
export function allowCors(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('access-control-allow-origin', '*');
    return payload;
  });
  app.options('/*', async (request, reply) => {
    reply
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600');
    // Chrome's Private Network Access: a page may ask before it calls a printer on the local network.
    if (request.headers['access-control-request-private-network'] === 'true')
      reply.header('access-control-allow-private-network', 'true');
    return reply.status(204).send();
  });
}
