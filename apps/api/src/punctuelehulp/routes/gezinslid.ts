import {
  gezinslidSaveSchema,
  gezinslidSchema,
  okResponseSchema,
  punctueleGezinslidParamsSchema,
  punctueleParamsSchema,
  saveResponse,
} from '@mvm/domain/leden/schemas';
import { actorOf } from '../../actor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addGezinslid, deleteGezinslid, updateGezinslid } from '../../dossier/gezinslid-service';

const lenientTarget = (enummer: number) => ({ key: { enummer }, strict: false });

const saved = saveResponse(gezinslidSchema);

/** spec 2 §2 one-off Gezin tab: no field is required here (strict mode is the member area, spec 2 §5). */
export const punctueleGezinslidRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/punctuelehulp/:id/gezinslid',
    { schema: { params: punctueleParamsSchema, body: gezinslidSaveSchema, response: { 201: saved } } },
    async (request, reply) => {
      const data = await addGezinslid(
        app.db,
        actorOf(request),
        lenientTarget(request.params.id),
        request.body,
      );
      reply.status(201);
      return { status: 'ok' as const, message: 'Gezinslid toegevoegd', data };
    },
  );

  app.put(
    '/v1/punctuelehulp/:id/gezinslid/:memberId',
    {
      schema: { params: punctueleGezinslidParamsSchema, body: gezinslidSaveSchema, response: { 200: saved } },
    },
    async (request) => {
      const { id, memberId } = request.params;
      const data = await updateGezinslid(app.db, actorOf(request), lenientTarget(id), memberId, request.body);
      return { status: 'ok' as const, message: 'Gezinslid opgeslagen', data };
    },
  );

  app.delete(
    '/v1/punctuelehulp/:id/gezinslid/:memberId',
    { schema: { params: punctueleGezinslidParamsSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      const { id, memberId } = request.params;
      await deleteGezinslid(app.db, actorOf(request), { enummer: id }, memberId);
      return { status: 'ok' as const, message: 'Gezinslid verwijderd' };
    },
  );
};
