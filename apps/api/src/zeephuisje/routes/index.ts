import {
  klantInfoSaveSchema,
  klantParamsSchema,
  objectsReplySchema,
  okReply,
  quickActionReplySchema,
  zeephuisjeKlantSchema,
} from '@mvm/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../actor';
import { deskObjects } from '../../ledger/objects-service';
import { pakketVandaag } from '../pakket-vandaag-service';
import { saveKlantInfo } from '../../ledger/klant-service';
import { zeephuisjeKlant } from '../zeephuisje-klant-service';
import { klantRowRoutes, OPGESLAGEN } from '../../ledger/routes/ledger-rows';

/** Area 'zeephuisje' (spec 2 §2 soap-house goods, §4, §5, §7 Soap house): /v1/zeephuisje/... */
export const zeephuisjeArea: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/zeephuisje/objects', { schema: { response: { 200: objectsReplySchema } } }, () =>
    deskObjects(app.db, 'zeephuisje'),
  );

  app.get(
    '/v1/zeephuisje/klant/:nr',
    {
      config: { accessLog: { scherm: 'Zeephuisje: klant', dossier: { param: 'nr', by: 'mvmnummer' } } },
      schema: { params: klantParamsSchema, response: { 200: zeephuisjeKlantSchema } },
    },
    (request) => zeephuisjeKlant(app.db, request.params.nr),
  );

  app.post(
    '/v1/zeephuisje/klant/:nr',
    {
      schema: {
        params: klantParamsSchema,
        body: klantInfoSaveSchema,
        response: { 200: okReply(zeephuisjeKlantSchema) },
      },
    },
    async (request) => {
      await saveKlantInfo(app.db, actorOf(request), 'zeephuisje', request.params.nr, request.body);
      return {
        status: 'ok' as const,
        message: OPGESLAGEN,
        data: await zeephuisjeKlant(app.db, request.params.nr),
      };
    },
  );

  // spec 2 §4 'Pakket Vandaag': one Pakket row, saved at once.
  app.post(
    '/v1/zeephuisje/klant/:nr/pakket',
    { schema: { params: klantParamsSchema, response: { 201: quickActionReplySchema } } },
    async (request, reply) => {
      const data = await pakketVandaag(app.db, actorOf(request), { mvmnummer: request.params.nr });
      reply.status(201);
      return { status: 'ok' as const, message: OPGESLAGEN, data };
    },
  );

  await app.register(klantRowRoutes('/v1/zeephuisje', 'zeephuisje'));
};
