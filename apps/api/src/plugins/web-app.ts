import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app; a GET that accepts HTML and matches no API route gets index.html (client-side routing). */
export async function webAppPlugin(app: FastifyInstance) {
  const dist = app.config.webDistDir;
  const hasBuild = existsSync(path.join(dist, 'index.html'));
  if (hasBuild) {
    // The built files are public (the login page needs them); only the routes of this one plugin.
    let registeringStatic = true;
    app.addHook('onRoute', (route) => {
      if (registeringStatic) route.config = { ...route.config, access: 'public' };
    });
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      maxAge: '1h',
      immutable: true,
    });
    registeringStatic = false;
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const isApi = request.url.startsWith('/v1') || request.url.startsWith('/auth/');
    if (wantsHtml && !isApi) {
      if (!hasBuild)
        return reply
          .status(503)
          .type('text/plain')
          .send('De web-app is nog niet gebouwd: voer `npm run build` uit.');
      return reply
        .header('Cache-Control', 'no-cache')
        .sendFile('index.html', dist, { maxAge: 0, immutable: false });
    }
    return reply.status(404).send({ error: 'Niet gevonden' });
  });
}
