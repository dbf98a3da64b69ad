import { pingDatabase } from '../../db/health';
import { DATABASE_UNAVAILABLE, databaseUnavailable } from '../../db/unavailable';
import { healthErrorSchema, healthOkSchema, runtimeConfigSchema } from '@mvm/domain/system/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productVersion } from '../version';

/** Public routes: the health check (also the benchmark's reference round trip) and the runtime configuration. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: { response: { 200: healthOkSchema, 503: healthErrorSchema } },
      config: { access: 'public' },
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const, version: productVersion };
      } catch (err) {
        // A restart or failover is one warning line per check; anything else is a fault worth its stack.
        const unreachable = databaseUnavailable(err);
        if (unreachable) request.log.warn({ database: unreachable }, 'database unavailable');
        else request.log.error({ err }, 'database health check failed');
        return reply.status(503).send({ status: 'error' as const, error: DATABASE_UNAVAILABLE });
      }
    },
  );

  // DESIGN.md: the browser learns printer URLs, device addresses and staging from this call.
  app.get(
    '/config.json',
    { schema: { response: { 200: runtimeConfigSchema } }, config: { access: 'public' } },
    async () => ({
      staging: app.config.staging,
      zoho: app.config.zoho,
      printers: app.config.printers,
      eidReaderUrl: app.config.eidReaderUrl,
      scannerUrl: app.config.scannerUrl,
      version: productVersion,
    }),
  );
};
