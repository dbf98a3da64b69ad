import { isAllowed } from '@mvm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { resolveSession } from '../auth/session-store';
import { forbidden, unauthorized } from '../errors';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 200 ? token : null;
}

const isApiPath = (url: string) => url === '/v1' || url.startsWith('/v1/') || url.startsWith('/v1?');

/**
 * Every /v1 route needs a live session, and unless the route says `access: 'session'`,
 * a role allowing this verb on this path (spec 1 §6, the same matcher the web app uses).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === 'public') return;
    const token = bearerToken(request);
    if (token) request.user = await resolveSession(app.db, token, app.config);
    if (!isApiPath(request.url) && access === undefined) return;
    if (!request.user) throw unauthorized();
    if (access === 'session') return;
    const path = request.url.split('?')[0]!;
    if (!isAllowed(request.user.roles, request.method, path)) throw forbidden();
  });
});
