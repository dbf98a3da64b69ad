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
      // Issue 24: source maps hand the app's whole source to anyone; the build makes none, and a map left in a
      // dist/ built before that is never served either (no route: it answers 404).
      globIgnore: ['**/*.map', '**/*.map.*'],
      index: false,
      // The build writes .br and .gz beside each text file (vite-plugin-compression2): no per-request compression.
      preCompressed: true,
      cacheControl: false, // set per file below
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
        // The same URL answers brotli, gzip or plain by Accept-Encoding: caches must keep them apart.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    registeringStatic = false;
  }
  app.setNotFoundHandler((request, reply) => {
    // HEAD as GET (issue 27: a HEAD of /login answered 404 where its GET serves the page).
    const wantsHtml =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.headers.accept ?? '').includes('text/html');
    const isApi = request.url.startsWith('/v1') || request.url.startsWith('/auth/');
    if (wantsHtml && !isApi) {
      if (!hasBuild)
        return reply
          .status(503)
          .type('text/plain')
          .send('De web-app is nog niet gebouwd: voer `npm run build` uit.');
      return reply.sendFile('index.html', dist);
    }
    return reply.status(404).send({ error: 'Niet gevonden' });
  });
}

/**
 * Files under /assets/ carry their content hash in the name: a new build has new names, so the browser may keep
 * them for good. index.html names the current build's files, so it is checked on every load; the rest (the icon)
 * may change under the same name.
 */
function cacheControlFor(filePath: string): string {
  if (path.basename(filePath).startsWith('index.html')) return 'no-cache';
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
