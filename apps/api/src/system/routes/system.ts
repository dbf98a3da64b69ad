import { pingDatabase } from '../../db/health';
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
        request.log.error({ err }, 'database unreachable');
        return reply.status(503).send({ status: 'error' as const, error: 'Database niet bereikbaar' });
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
