import {
  catalogusIdParamsSchema,
  catalogusMaatParamsSchema,
  catalogusParamsSchema,
  catalogusSavedSchema,
  catalogusSchema,
  categorieSaveSchema,
  categorieUpdateSchema,
  maatSaveSchema,
  maatUpdateSchema,
  objectSaveSchema,
  objectUpdateSchema,
  volgordeSaveSchema,
} from '@mvm/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../actor';
import {
  catalogus,
  changeCategorie,
  changeMaat,
  changeObject,
  createCategorie,
  createMaat,
  createObject,
  reorder,
} from '../catalogue-service';

const OPGESLAGEN = 'Opgeslagen!';
const saved = { 200: catalogusSavedSchema, 201: catalogusSavedSchema };

/**
 * Area 'catalogus' (beyond the spec, issue 8): the admin catalogue of each desk at
 * /v1/beheer/catalogus/{afdeling}/... (add, rename, reorder, retire; nothing is deleted).
 */
export const catalogusArea: FastifyPluginAsyncZod = async (app) => {
  const base = '/v1/beheer/catalogus/:afdeling';

  app.get(
    base,
    { schema: { params: catalogusParamsSchema, response: { 200: catalogusSchema } } },
    (request) => catalogus(app.db, request.params.afdeling),
  );

  app.post(
    `${base}/categorie`,
    { schema: { params: catalogusParamsSchema, body: categorieSaveSchema, response: saved } },
    async (request, reply) => {
      const data = await createCategorie(app.db, actorOf(request), request.params.afdeling, request.body);
      reply.status(201);
      return { status: 'ok' as const, message: OPGESLAGEN, data };
    },
  );

  app.put(
    `${base}/categorie/:id`,
    { schema: { params: catalogusIdParamsSchema, body: categorieUpdateSchema, response: saved } },
    async (request) => {
      const { afdeling, id } = request.params;
      const data = await changeCategorie(app.db, actorOf(request), afdeling, id, request.body);
      return { status: 'ok' as const, message: OPGESLAGEN, data };
    },
  );

  app.post(
    `${base}/object`,
    { schema: { params: catalogusParamsSchema, body: objectSaveSchema, response: saved } },
    async (request, reply) => {
      const data = await createObject(app.db, actorOf(request), request.params.afdeling, request.body);
      reply.status(201);
      return { status: 'ok' as const, message: OPGESLAGEN, data };
    },
  );

  app.put(
    `${base}/object/:id`,
    { schema: { params: catalogusIdParamsSchema, body: objectUpdateSchema, response: saved } },
    async (request) => {
      const { afdeling, id } = request.params;
      const data = await changeObject(app.db, actorOf(request), afdeling, id, request.body);
      return { status: 'ok' as const, message: OPGESLAGEN, data };
    },
  );

  app.post(
    `${base}/object/:id/maat`,
    { schema: { params: catalogusIdParamsSchema, body: maatSaveSchema, response: saved } },
    async (request, reply) => {
      const { afdeling, id } = request.params;
      const data = await createMaat(app.db, actorOf(request), afdeling, id, request.body);
      reply.status(201);
      return { status: 'ok' as const, message: OPGESLAGEN, data };
    },
  );

  app.put(
    `${base}/object/:id/maat/:maatId`,
    { schema: { params: catalogusMaatParamsSchema, body: maatUpdateSchema, response: saved } },
    async (request) => {
      const { afdeling, id, maatId } = request.params;
      const data = await changeMaat(app.db, actorOf(request), afdeling, id, maatId, request.body);
      return { status: 'ok' as const, message: OPGESLAGEN, data };
    },
  );

  app.put(
    `${base}/volgorde`,
    { schema: { params: catalogusParamsSchema, body: volgordeSaveSchema, response: saved } },
    async (request) => {
      const data = await reorder(app.db, actorOf(request), request.params.afdeling, request.body);
      return { status: 'ok' as const, message: OPGESLAGEN, data };
    },
  );
};
