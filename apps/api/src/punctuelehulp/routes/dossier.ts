import {
  dossierSaveSchema,
  dossierSchema,
  okResponseSchema,
  punctueleParamsSchema,
  punctueleQuerySchema,
  punctueleRowSchema,
  saveResponse,
} from '@mvm/domain/leden/schemas';
import { objectsReplySchema } from '@mvm/domain';
import { actorOf } from '../../actor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { punctueleHulpObjects } from '../../ledger/objects-service';
import { createDossier, deleteDossier, getDossier, saveDossier } from '../../dossier/dossier-service';
import { listPunctueel } from '../list-service';

const saved = saveResponse(dossierSchema);

/** spec 2 §7 One-off help: cases by E number ('E45' or '45'). */
export const punctueleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/punctuelehulp',
    {
      config: { accessLog: { scherm: 'Eenmalige Hulp: lijst', dossier: 'rows' } },
      schema: { querystring: punctueleQuerySchema, response: { 200: z.array(punctueleRowSchema) } },
    },
    async (request, reply) => {
      const { rows, total } = await listPunctueel(app.db, request.query);
      reply.header('Num-Total-Entries', String(total));
      return rows;
    },
  );

  app.get('/v1/punctuelehulp/objects', { schema: { response: { 200: objectsReplySchema } } }, () =>
    punctueleHulpObjects(app.db),
  );

  app.get(
    '/v1/punctuelehulp/:id',
    {
      config: { accessLog: { scherm: 'Eenmalige Hulp: dossier', dossier: 'reply' } },
      schema: { params: punctueleParamsSchema, response: { 200: dossierSchema } },
    },
    (request) => getDossier(app.db, actorOf(request), { enummer: request.params.id }),
  );

  app.post(
    '/v1/punctuelehulp',
    { schema: { body: dossierSaveSchema, response: { 201: saved } } },
    async (request, reply) => {
      const data = await createDossier(app.db, actorOf(request), request.body, 'punctueel');
      reply.status(201);
      return { status: 'ok' as const, message: 'Opgeslagen!', data };
    },
  );

  app.put(
    '/v1/punctuelehulp/:id',
    { schema: { params: punctueleParamsSchema, body: dossierSaveSchema, response: { 200: saved } } },
    async (request) => {
      const key = { enummer: request.params.id };
      const data = await saveDossier(app.db, actorOf(request), key, request.body, 'punctueel');
      return { status: 'ok' as const, message: 'Opgeslagen!', data };
    },
  );

  app.delete(
    '/v1/punctuelehulp/:id',
    { schema: { params: punctueleParamsSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await deleteDossier(app.db, actorOf(request), { enummer: request.params.id });
      return { status: 'ok' as const, message: 'Dossier verwijderd' };
    },
  );
};
