import {
  doneSchema,
  idParamSchema,
  userCreateSchema,
  userSavedSchema,
  userSchema,
  userUpdateSchema,
} from '@mvm/domain/gebruikers/schemas';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../actor';
import { allUsers, createUser, deleteUser, liftLoginBlock, updateUser } from '../users-service';

export const gebruikersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/beheer/gebruikers',
    { schema: { response: { 200: z.array(userSchema) } } },
    async (request, reply) => {
      const list = await allUsers(app.db);
      reply.header('Num-Total-Entries', String(list.length));
      return list;
    },
  );

  app.post(
    '/v1/beheer/gebruikers',
    { schema: { body: userCreateSchema, response: { 201: userSavedSchema } } },
    async (request, reply) => {
      const data = await createUser(app.db, actorOf(request), request.body);
      reply.status(201);
      return { status: 'ok' as const, message: 'Gebruiker aangemaakt', data };
    },
  );

  app.put(
    '/v1/beheer/gebruikers/:id',
    { schema: { params: idParamSchema, body: userUpdateSchema, response: { 200: userSavedSchema } } },
    async (request) => {
      const data = await updateUser(app.db, actorOf(request), request.params.id, request.body);
      return { status: 'ok' as const, message: 'Gebruiker opgeslagen', data };
    },
  );

  app.delete(
    '/v1/beheer/gebruikers/:id',
    { schema: { params: idParamSchema, response: { 200: doneSchema } } },
    async (request) => {
      await deleteUser(app.db, actorOf(request), request.params.id);
      return { status: 'ok' as const, message: 'Gebruiker verwijderd' };
    },
  );

  app.delete(
    '/v1/beheer/gebruikers/:id/blokkering',
    { schema: { params: idParamSchema, response: { 200: doneSchema } } },
    async (request) => {
      await liftLoginBlock(app.db, actorOf(request), request.params.id);
      return { status: 'ok' as const, message: 'Aanmeldblokkering opgeheven' };
    },
  );
};
