import type { FastifyError, FastifyInstance } from 'fastify';
import { RATE_LIMITED } from './rate-limit';
import { errorReply } from './replies';

// Fastify's own client errors (body parsing), in Dutch.
const clientMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'De gegevens zijn geen geldige JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'De gegevens ontbreken',
  FST_ERR_CTP_BODY_TOO_LARGE: 'De gegevens zijn te groot',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Stuur de gegevens als JSON (Content-Type: application/json)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'De lengte van de gegevens klopt niet',
};

/** The agent answers in its own `{status, message}` shape, also when mounted inside the API. */
export function setPrinterErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // The API's session and role checks (mounted agent) say who may not, the rate limit when to come
      // back: keep their Dutch message.
      const own = status === 401 || status === 403 || err.code === RATE_LIMITED;
      const message = own ? err.message : clientMessages[err.code];
      return reply.status(status).send(errorReply(message ?? 'Ongeldig verzoek'));
    }
    request.log.error({ err }, 'print agent: unexpected error');
    return reply.status(500).send(errorReply('Er ging iets mis in de printservice'));
  });
}
