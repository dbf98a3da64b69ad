import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gebruikersRoutes } from './gebruikers';
import { rollenRoutes } from './rollen';
import { sleutelsRoutes } from './sleutels';

/** Area 'gebruikers' (users and roles): /v1/beheer/gebruikers (with their USB keys) and /v1/beheer/rollen. */
export const gebruikersArea: FastifyPluginAsyncZod = async (app) => {
  await app.register(gebruikersRoutes);
  await app.register(rollenRoutes);
  await app.register(sleutelsRoutes);
};
