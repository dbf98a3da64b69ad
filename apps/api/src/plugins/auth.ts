import { timingSafeEqual } from 'node:crypto';
import { isAllowed } from '@mvm/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { SessionCache } from '../auth/public';
import { forbidden, unauthorized } from '../errors';
import type { RouteAccess } from '../types';
import { present } from '@mvm/domain/present';

/** One row of the server's route table: what the router serves and the access rule it checks. */
export type RouteEntry = {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** The route's zod schemas (body, querystring, params), for the tests that fuzz every route. */
  schema: RouteOptions['schema'];
};

// RFC 7235: the scheme is case-insensitive ('Bearer', 'bearer', 'BEARER').
const BEARER = /^bearer +([A-Za-z0-9_-]{1,200})\s*$/i;

function bearerToken(request: FastifyRequest): string | null {
  const match = BEARER.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** Compared in constant time: the answer's timing says nothing about how much of a guess was right. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const isV1Route = (url: string) => url === '/v1' || url.startsWith('/v1/');

/**
 * The path the role patterns are matched against: the route the router matched (never the raw URL,
 * which may hold '//', '%2F' or other spellings the router forgives), with its parameters filled in
 * and encoded so a parameter can never add path segments.
 */
function matchedPath(request: FastifyRequest): string {
  // The router's path parameters are strings; FastifyRequest types them as unknown.
  const params = request.params as Record<string, string | undefined>;
  // Only called for a matched route (the hook returns early on a 404), which always has its URL.
  return present(request.routeOptions.url, 'the matched route').replace(
    /:(\w+)|\*$/g,
    (whole, name: string | undefined) => encodeURIComponent(params[name ?? '*'] ?? ''),
  );
}

/**
 * Deny by default (issue 6). Every route is collected in the route table. A /v1 route without a
 * declared rule gets the role check of spec 1 §6 ('role'); any other route must declare its rule,
 * and one that does not is refused. 'session' needs only a live session, 'public' nothing.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.decorateRequest('user', null);
  // One per instance; it asks the database on every request whether anything changed (see SessionCache).
  const sessionsCache = new SessionCache(app.db, app.config, {
    onError: (err) => app.log.warn({ err }, 'recording session calls failed'),
  });
  app.addHook('onClose', () => sessionsCache.close());

  app.addHook('onRoute', (route) => {
    if (route.config?.access === undefined && isV1Route(route.url)) {
      route.config = { ...route.config, access: 'role' };
    }
    // A getter: a plugin's own onRoute hook (the print agent's scope) may still set the rule after this one.
    for (const method of [route.method].flat()) {
      routeTable.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
        schema: route.schema,
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    // No route matched: the not-found handler answers 404 (or the app's index.html), nothing else.
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    if (access === undefined) throw forbidden();
    const token = bearerToken(request);
    if (access === 'control-token') {
      if (!token || !sameSecret(token, app.controlToken)) throw unauthorized();
      return;
    }
    if (token) request.user = await sessionsCache.resolve(token);
    if (!request.user) throw unauthorized();
    if (access === 'session') return;
    // A HEAD is a GET without its body: it needs the GET permission.
    const verb = request.method === 'HEAD' ? 'GET' : request.method;
    if (!isAllowed(request.user.roles, verb, matchedPath(request))) throw forbidden();
  });
});
