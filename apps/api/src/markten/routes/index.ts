import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marktenRoutes } from './markten';
import { onthaalMarktRoutes } from './onthaal-markt';
import { marktScanRoutes } from './scan';

/** Area 'markten': administration, the door scan, and the reception's market print jobs. */
export const marktenArea: FastifyPluginAsyncZod = async (app) => {
  await app.register(marktenRoutes);
  await app.register(marktScanRoutes);
  await app.register(onthaalMarktRoutes);
};
