import { userKeyParamSchema } from '@mvm/domain/auth/webauthn';
import { userChangedSchema } from '@mvm/domain/gebruikers/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../actor';
import { deleteUserKey } from '../users-service';

/** Beyond the spec: a lost USB key must be taken off the account (role-checked like the rest of beheer). */
export const sleutelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/v1/beheer/gebruikers/:id/sleutels/:keyId',
    { schema: { params: userKeyParamSchema, response: { 200: userChangedSchema } } },
    async (request) => {
      const { id, keyId } = request.params;
      const data = await deleteUserKey(app.db, actorOf(request), id, keyId);
      return { status: 'ok' as const, message: 'USB-sleutel verwijderd', data };
    },
  );
};
