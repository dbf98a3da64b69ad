import {
  sinterklaasBodySchema,
  sinterklaasParamsSchema,
  sinterklaasResultSchema,
  volgNummerSchema,
} from '@mvm/domain/evenementen/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../actor';
import { registerSinterklaas, sinterklaasVolgNummer } from '../sinterklaas-service';

/** spec 1 §7 Sinterklaas check-in. */
export const sinterklaasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/sinterklaas/klant/:nr',
    {
      schema: {
        params: sinterklaasParamsSchema,
        body: sinterklaasBodySchema,
        response: { 200: sinterklaasResultSchema },
      },
    },
    async (request) => {
      const aantal = await registerSinterklaas(
        app.db,
        actorOf(request),
        request.params.nr,
        request.body.kinderen,
      );
      return { status: 'ok' as const, message: 'Opgeslagen!', aantal };
    },
  );

  // Beyond the spec: the follow number of the two tickets, from one database sequence (desks never share one).
  app.post('/v1/sinterklaas/volgnummer', { schema: { response: { 200: volgNummerSchema } } }, async () => ({
    volgNummer: await sinterklaasVolgNummer(app.db),
  }));
};
