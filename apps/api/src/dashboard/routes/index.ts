import { dagTellingSchema, dagTypeTellingSchema, maandTellingSchema } from '@mvm/domain/dashboard/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { voedingPerDag, voedingPerType, zeephuisjePerMaand } from '../dashboard-service';

/**
 * Area 'dashboard' (spec 1 §2 Home, §7 Dashboard): the three series of the home cards. Role-checked like every
 * /v1 route: the food cards need `GET /v1/dashboard/voeding/...`, the soap-house card `GET /v1/dashboard/zeephuisje/...`.
 */
export const dashboardArea: FastifyPluginAsyncZod = async (app) => {
  // The spec's path of the food series is garbled ('GET {token}'); named like the soap house's '6months'.
  app.get('/v1/dashboard/voeding/90days', { schema: { response: { 200: dagTellingSchema } } }, () =>
    voedingPerDag(app.db, new Date()),
  );
  app.get('/v1/dashboard/voeding/type', { schema: { response: { 200: dagTypeTellingSchema } } }, () =>
    voedingPerType(app.db, new Date()),
  );
  app.get('/v1/dashboard/zeephuisje/6months', { schema: { response: { 200: maandTellingSchema } } }, () =>
    zeephuisjePerMaand(app.db, new Date()),
  );
};
