import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { evenementenRoutes } from './evenementen';
import { sinterklaasRoutes } from './sinterklaas';

/** Area 'evenementen': events, sign-ups, and the Sinterklaas check-in (/v1/sinterklaas/...). */
export const evenementenArea: FastifyPluginAsyncZod = async (app) => {
  await app.register(evenementenRoutes);
  await app.register(sinterklaasRoutes);
};
