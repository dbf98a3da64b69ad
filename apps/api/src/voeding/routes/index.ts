import {
  klantParamsSchema,
  objectsReplySchema,
  okReply,
  quickActionReplySchema,
  voedingInfoSaveSchema,
  voedingKlantSchema,
  voedingVandaagSchema,
} from '@mvm/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../actor';
import { deskObjects } from '../../ledger/objects-service';
import { voedingVandaag } from '../voeding-vandaag-service';
import { saveKlantInfo } from '../../ledger/klant-service';
import { voedingKlant } from '../voeding-klant-service';
import { klantRowRoutes, OPGESLAGEN } from '../../ledger/routes/ledger-rows';

/** Area 'voeding' (spec 1 §2 Food details, §4, §5, §7 Food): /v1/voeding/... */
export const voedingArea: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/voeding/objects', { schema: { response: { 200: objectsReplySchema } } }, () =>
    deskObjects(app.db, 'voeding'),
  );

  app.get(
    '/v1/voeding/klant/:nr',
    {
      config: { accessLog: { scherm: 'Voeding: klant', dossier: { param: 'nr', by: 'mvmnummer' } } },
      schema: { params: klantParamsSchema, response: { 200: voedingKlantSchema } },
    },
    (request) => voedingKlant(app.db, request.params.nr),
  );

  app.post(
    '/v1/voeding/klant/:nr',
    {
      schema: {
        params: klantParamsSchema,
        body: voedingInfoSaveSchema,
        response: { 200: okReply(voedingKlantSchema) },
      },
    },
    async (request) => {
      await saveKlantInfo(app.db, actorOf(request), 'voeding', request.params.nr, request.body);
      return {
        status: 'ok' as const,
        message: OPGESLAGEN,
        data: await voedingKlant(app.db, request.params.nr),
      };
    },
  );

  // spec 1 §4 'Voeding Vandaag': the rows of the variant, saved at once in one transaction.
  app.post(
    '/v1/voeding/klant/:nr/vandaag',
    {
      schema: {
        params: klantParamsSchema,
        body: voedingVandaagSchema,
        response: { 201: quickActionReplySchema },
      },
    },
    async (request, reply) => {
      const key = { mvmnummer: request.params.nr };
      const data = await voedingVandaag(app.db, actorOf(request), key, request.body.variant);
      reply.status(201);
      return { status: 'ok' as const, message: OPGESLAGEN, data };
    },
  );

  await app.register(klantRowRoutes('/v1/voeding', 'voeding'));
};
