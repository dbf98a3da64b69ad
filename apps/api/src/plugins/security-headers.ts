import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

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
  const headers = helmetHeaders({
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
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (mayHoldPersonalData(request)) reply.header('Cache-Control', 'no-store');
    done();
  });
});

/**
 * Issue 24: no browser or proxy may keep a reply with a family's data or a token (a shared desk computer's
 * cache, a proxy's disk). Every route behind a session (all of /v1, the print agent's job log) and the login
 * calls; public files (the web app's, which set their own caching) and /healthz are left alone.
 */
function mayHoldPersonalData(request: FastifyRequest): boolean {
  const access = request.routeOptions.config.access;
  if (access === 'role' || access === 'session') return true;
  const url = request.routeOptions.url ?? '';
  return url === '/login' || url.startsWith('/auth/');
}

/**
 * The headers helmet sets for `options`, asked once at start. Nothing in them depends on the request (no
 * nonces), and @fastify/helmet built helmet anew on every request — parsing the policy each time, 5% of a
 * member lookup's CPU under load (a CPU profile at 50 clients, docs/decisions.md "Security headers").
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: unknown) {
      headers[name] = String(value);
    },
    removeHeader(name: string) {
      Reflect.deleteProperty(headers, name);
    },
  };
  // helmet only reads the request for policies that are functions of it; ours are fixed strings.
  const request: Partial<IncomingMessage> = {};
  let failure: Error | undefined;
  helmet(options)(request as IncomingMessage, collector as unknown as ServerResponse, (err?: unknown) => {
    if (err) failure = err instanceof Error ? err : new Error('helmet: ongeldige instellingen');
  });
  if (failure) throw failure;
  return headers;
}
