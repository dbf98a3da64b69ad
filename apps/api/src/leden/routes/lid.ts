import {
  dossierSaveSchema,
  dossierSchema,
  ledenRowSchema,
  lidParamsSchema,
  lidSearchQuerySchema,
  okResponseSchema,
  saveResponse,
} from '@mvm/domain/leden/schemas';
import { actorOf } from '../../actor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDossier, deleteDossier, getDossier, saveDossier } from '../../dossier/dossier-service';
import { listLeden } from '../list-service';

const saved = saveResponse(dossierSchema);

/** spec 2 §7 Members, spec 1 §7: one member dossier by MVM number ('MVM123' or '123'). */
export const lidRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/lid/search',
    {
      config: { accessLog: { scherm: 'Leden: zoeken', dossier: 'rows' } },
      schema: { querystring: lidSearchQuerySchema, response: { 200: z.array(ledenRowSchema) } },
    },
    async (request, reply) => {
      const query = { ...request.query, page: 1, page_size: 10 };
      const { rows, total } = await listLeden(app.db, query, new Date());
      reply.header('Num-Total-Entries', String(total));
      return rows;
    },
  );

  app.get(
    '/v1/lid/:id',
    {
      config: { accessLog: { scherm: 'Lid: dossier', dossier: 'reply' } },
      schema: { params: lidParamsSchema, response: { 200: dossierSchema } },
    },
    (request) => getDossier(app.db, actorOf(request), { mvmnummer: request.params.id }),
  );

  app.post(
    '/v1/lid',
    { schema: { body: dossierSaveSchema, response: { 201: saved } } },
    async (request, reply) => {
      const data = await createDossier(app.db, actorOf(request), request.body, 'lid');
      reply.status(201);
      return { status: 'ok' as const, message: 'Lid ingeschreven', data };
    },
  );

  app.put(
    '/v1/lid/:id',
    { schema: { params: lidParamsSchema, body: dossierSaveSchema, response: { 200: saved } } },
    async (request) => {
      const data = await saveDossier(
        app.db,
        actorOf(request),
        { mvmnummer: request.params.id },
        request.body,
        'lid',
      );
      return { status: 'ok' as const, message: 'Opgeslagen!', data };
    },
  );

  app.delete(
    '/v1/lid/:id',
    { schema: { params: lidParamsSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await deleteDossier(app.db, actorOf(request), { mvmnummer: request.params.id });
      return { status: 'ok' as const, message: 'Dossier verwijderd' };
    },
  );
};
