import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { punctueleRoutes } from './dossier';
import { punctueleGekregenRoutes } from './gekregen';
import { punctueleGezinslidRoutes } from './gezinslid';

/** Area 'punctuelehulp' (one-off help): /v1/punctuelehulp/... */
export const punctuelehulpArea: FastifyPluginAsyncZod = async (app) => {
  await app.register(punctueleRoutes);
  await app.register(punctueleGezinslidRoutes);
  await app.register(punctueleGekregenRoutes);
};
