import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE, databaseUnavailable } from '../db/unavailable';
import { HttpError } from '../errors';

// Fastify's own client errors, in Dutch. Anything else below 500 gets a generic Dutch text.
const fastifyCodes: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'De gegevens zijn geen geldige JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'De gegevens ontbreken',
  FST_ERR_CTP_BODY_TOO_LARGE: 'De gegevens zijn te groot',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Dit soort gegevens wordt niet ondersteund',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'De lengte van de gegevens klopt niet',
};

// '/gezin/leden/0/voornaam' → 'gezin.leden.0.voornaam'
const fieldPath = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';

export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const issue of err.validation) {
        const field = fieldPath(issue.instancePath);
        errors[field] ??= issue.message ?? 'Ongeldige waarde';
      }
      const list = Object.entries(errors).map(([field, message]) => `${field}: ${message}`);
      return reply.status(400).send({ error: `Ongeldige invoer: ${list.join('; ')}`, errors });
    }
    if (err instanceof HttpError) {
      return reply
        .status(err.statusCode)
        .send(err.fields ? { error: err.message, errors: err.fields } : { error: err.message });
    }
    const unreachable = databaseUnavailable(err);
    if (unreachable) {
      // A restart or failover: the desk tries again in a moment (issue 24); one short line, no stack per request.
      request.log.warn({ database: unreachable }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ error: DATABASE_UNAVAILABLE });
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      if (status === 429) return reply.status(429).send({ error: err.message });
      return reply.status(status).send({ error: fastifyCodes[err.code] ?? 'Ongeldig verzoek' });
    }
    request.log.error({ err }, 'unexpected error');
    return reply.status(500).send({ error: 'Er ging iets mis op de server. Probeer het opnieuw.' });
  });
});
