import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** The error code the agent's error handler answers with the limit's own Dutch message. */
export const RATE_LIMITED = 'PRINT_AGENT_RATE_LIMITED';

/**
 * Issue 24: at most `max` requests a minute per client address (request.ip: the TCP peer, or what the
 * API's TRUST_PROXY allows when mounted), so one client cannot keep the agent, or the API around it, busy.
 */
export async function limitRate(app: FastifyInstance, max: number) {
  await app.register(rateLimit, {
    max,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) =>
      Object.assign(
        new Error(`Te veel verzoeken: probeer opnieuw over ${Math.ceil(context.ttl / 1000)} seconden`),
        { statusCode: context.statusCode, code: RATE_LIMITED },
      ),
  });
}
