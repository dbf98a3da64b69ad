import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lidGekregenRoutes } from './gekregen';
import { lidGezinslidRoutes } from './gezinslid';
import { ledenRoutes } from './leden';
import { lidRoutes } from './lid';
import { lidLidmaatschapRoutes } from './lidmaatschap';

/** Area 'leden' (members): /v1/leden and /v1/lid/... */
export const ledenArea: FastifyPluginAsyncZod = async (app) => {
  await app.register(lidRoutes);
  await app.register(ledenRoutes);
  await app.register(lidGezinslidRoutes);
  await app.register(lidLidmaatschapRoutes);
  await app.register(lidGekregenRoutes);
};
