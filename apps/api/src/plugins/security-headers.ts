import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The origins the browser may call besides its own: print agents, the eID reader and the scanner. */
function deviceOrigins(app: FastifyInstance): string[] {
  const { printers, eidReaderUrl, scannerUrl } = app.config;
  const origins = new Set<string>();
  for (const url of [...Object.values(printers), eidReaderUrl, scannerUrl]) {
    if (!/^https?:\/\//i.test(url)) continue; // relative: the API's own origin ('self')
    origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * Security headers on every answer (issue 6), with a Content-Security-Policy that fits the app: its own
 * scripts only (no inline script), inline styles (Mantine injects its CSS at run time), PDFs and images
 * from blob:/data:, calls to its own origin and the configured desk devices, never framed.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...deviceOrigins(app)],
        frameSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Desks on a LAN often run over plain http: upgrading the print agent's http calls would break them.
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
});
