import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { retentionRoutes } from './bewaartermijn';
import { privacyDossierRoutes } from './dossiers';
import { accessLogRoutes } from './toegangslog';
import { warningRoutes } from './waarschuwingen';

/**
 * Area 'privacy' (issue 12): the access log, retention, the right of access and erasure; the warnings (issue 24).
 * /v1/privacy/...
 */
export const privacyArea: FastifyPluginAsyncZod = async (app) => {
  await app.register(accessLogRoutes);
  await app.register(retentionRoutes);
  await app.register(privacyDossierRoutes);
  await app.register(warningRoutes);
};
