import { roleSchema } from '@mvm/domain/auth/schemas';
import { doneSchema, idParamSchema, roleInputSchema, roleSavedSchema } from '@mvm/domain/gebruikers/schemas';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../actor';
import { allRoles, createRole, deleteRole, updateRole } from '../roles-service';

export const rollenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/beheer/rollen',
    { schema: { response: { 200: z.array(roleSchema) } } },
    async (request, reply) => {
      const list = await allRoles(app.db);
      reply.header('Num-Total-Entries', String(list.length));
      return list;
    },
  );

  app.post(
    '/v1/beheer/rollen',
    { schema: { body: roleInputSchema, response: { 201: roleSavedSchema } } },
    async (request, reply) => {
      const data = await createRole(app.db, actorOf(request), request.body);
      reply.status(201);
      return { status: 'ok' as const, message: 'Rol aangemaakt', data };
    },
  );

  app.put(
    '/v1/beheer/rollen/:id',
    { schema: { params: idParamSchema, body: roleInputSchema, response: { 200: roleSavedSchema } } },
    async (request) => {
      const data = await updateRole(app.db, actorOf(request), request.params.id, request.body);
      return { status: 'ok' as const, message: 'Rol opgeslagen', data };
    },
  );

  app.delete(
    '/v1/beheer/rollen/:id',
    { schema: { params: idParamSchema, response: { 200: doneSchema } } },
    async (request) => {
      await deleteRole(app.db, actorOf(request), request.params.id);
      return { status: 'ok' as const, message: 'Rol verwijderd' };
    },
  );
};
