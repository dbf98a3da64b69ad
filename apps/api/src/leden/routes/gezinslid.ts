import {
  gezinslidSaveSchema,
  gezinslidSchema,
  lidGezinslidParamsSchema,
  lidParamsSchema,
  okResponseSchema,
  saveResponse,
} from '@mvm/domain/leden/schemas';
import { actorOf } from '../../actor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addGezinslid, deleteGezinslid, updateGezinslid } from '../../dossier/gezinslid-service';

// spec 2 §5: the member area checks family members strictly.
const strictTarget = (mvmnummer: number) => ({ key: { mvmnummer }, strict: true });

const saved = saveResponse(gezinslidSchema);

/** spec 2 §2 Gezin tab: household members besides the head; strict rules in the member area (spec 2 §5). */
export const lidGezinslidRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/lid/:id/gezinslid',
    { schema: { params: lidParamsSchema, body: gezinslidSaveSchema, response: { 201: saved } } },
    async (request, reply) => {
      const data = await addGezinslid(
        app.db,
        actorOf(request),
        strictTarget(request.params.id),
        request.body,
      );
      reply.status(201);
      return { status: 'ok' as const, message: 'Gezinslid toegevoegd', data };
    },
  );

  app.put(
    '/v1/lid/:id/gezinslid/:gid',
    { schema: { params: lidGezinslidParamsSchema, body: gezinslidSaveSchema, response: { 200: saved } } },
    async (request) => {
      const { id, gid } = request.params;
      const data = await updateGezinslid(app.db, actorOf(request), strictTarget(id), gid, request.body);
      return { status: 'ok' as const, message: 'Gezinslid opgeslagen', data };
    },
  );

  app.delete(
    '/v1/lid/:id/gezinslid/:gid',
    { schema: { params: lidGezinslidParamsSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await deleteGezinslid(app.db, actorOf(request), { mvmnummer: request.params.id }, request.params.gid);
      return { status: 'ok' as const, message: 'Gezinslid verwijderd' };
    },
  );
};
