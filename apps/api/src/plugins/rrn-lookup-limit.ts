import { canSeeSensitive } from '@mvm/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';
import { searchKindOf } from '../privacy/access-log-writer';
import { checkRrnLookup, rrnLimitMessage } from '../privacy/rrn-lookup-limit';

const WARNING_TEXT = {
  'rrn-limiet': 'national-number lookups over the per-minute limit: refused',
  'rrn-volume': 'many national-number lookups in one hour',
} as const;

/**
 * Issue 24: every request that looks a household up by national number (the `rijksregisternummer` query, or a
 * `search` that reads as one: the same test the access log uses for its zoekSoort) by a user without
 * `/v1/gevoelig` is counted and limited (privacy/rrn-lookup-limit.ts). On every route, present or future: a new
 * route that takes a national number is limited without a line of its own. Runs after the access check and the
 * query's validation, so a refused or malformed request is not counted.
 */
export const rrnLookupLimitPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request, reply) => {
    const user = request.user;
    if (!user || searchKindOf(request.query) !== 'rijksregisternummer' || canSeeSensitive(user.roles)) return;
    const adres = request.ip;
    const wait = await checkRrnLookup(app.db, { userId: user.id, username: user.username, adres }, (w) =>
      // Never the number: who, from where, how many.
      request.log.warn(
        { userId: user.id, username: user.username, adres, count: w.count },
        WARNING_TEXT[w.kind],
      ),
    );
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw new HttpError(429, rrnLimitMessage(wait));
    }
  });
});
