import { okResponseSchema, saveResponse } from '@mvm/domain/leden/schemas';
import {
  marktenQuerySchema,
  marktIdParamsSchema,
  marktSaveSchema,
  marktSchema,
} from '@mvm/domain/markten/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../actor';
import { getMarkt, listMarkten, removeMarkt, saveMarkt } from '../markt-service';

const saved = saveResponse(marktSchema);
const OPGESLAGEN = 'De markt is opgeslagen!';

/** spec 2 §7 Markets administration: the paged list and one market (GET/POST/PUT/DELETE). */
export const marktenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/markten',
    { schema: { querystring: marktenQuerySchema, response: { 200: z.array(marktSchema) } } },
    async (request, reply) => {
      const { rows, total } = await listMarkten(app.db, request.query);
      reply.header('Num-Total-Entries', String(total));
      return rows;
    },
  );

  app.get(
    '/v1/markt/:id',
    { schema: { params: marktIdParamsSchema, response: { 200: marktSchema } } },
    async (request) => getMarkt(app.db, request.params.id),
  );

  app.post(
    '/v1/markt',
    { schema: { body: marktSaveSchema, response: { 201: saved } } },
    async (request, reply) => {
      const data = await saveMarkt(app.db, actorOf(request), null, request.body);
      reply.status(201);
      return { status: 'ok' as const, message: OPGESLAGEN, data };
    },
  );

  app.put(
    '/v1/markt/:id',
    { schema: { params: marktIdParamsSchema, body: marktSaveSchema, response: { 200: saved } } },
    async (request) => {
      const data = await saveMarkt(app.db, actorOf(request), request.params.id, request.body);
      return { status: 'ok' as const, message: OPGESLAGEN, data };
    },
  );

  app.delete(
    '/v1/markt/:id',
    { schema: { params: marktIdParamsSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await removeMarkt(app.db, actorOf(request), request.params.id);
      return { status: 'ok' as const, message: 'Markt verwijderd' };
    },
  );
};
