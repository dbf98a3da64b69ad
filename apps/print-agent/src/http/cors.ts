import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * The browser calls a printer host that is not the web app's origin (spec 1 §7), with a JSON POST,
 * which needs a preflight: any origin, POST with `content-type`, no cookies or credentials.
 */
export async function allowCors(app: FastifyInstance) {
  // Chrome's Private Network Access: a page may ask before it calls a printer on the local network.
  // @fastify/cors does not answer this header, so this hook (added before it, so it runs first) does.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS' && request.headers['access-control-request-private-network'] === 'true')
      reply.header('access-control-allow-private-network', 'true');
  });
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['content-type'],
    maxAge: 600,
    // Any OPTIONS gets the 204, also without Origin (as before this used the library).
    strictPreflight: false,
  });
}
