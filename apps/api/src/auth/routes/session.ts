import {
  changePasswordSchema,
  logoutResponseSchema,
  passwordChangedSchema,
  roleSchema,
  sessionCheckSchema,
} from '@mvm/domain/auth/schemas';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, sessionUserOf } from '../../actor';
import { changeOwnPassword } from '../password-change';
import { logout } from '../logout';

/** The signed-in user's own session: no role needed, only a live session. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const session = { config: { access: 'session' as const } };

  app.get(
    '/v1/auth/check',
    { ...session, schema: { response: { 200: sessionCheckSchema } } },
    async (request) => {
      const user = sessionUserOf(request);
      return { status: 'ok' as const, name: user.name, username: user.username };
    },
  );

  app.get(
    '/v1/auth/whoami/roles',
    { ...session, schema: { response: { 200: z.array(roleSchema) } } },
    async (request) =>
      sessionUserOf(request).roles.map(({ ID, name, verbs, endpoints }) => ({
        ID,
        name,
        verbs: [...verbs],
        endpoints: [...endpoints],
      })),
  );

  app.post(
    '/v1/auth/logout',
    { ...session, schema: { response: { 200: logoutResponseSchema } } },
    async (request) => {
      await logout(app.db, sessionUserOf(request).sessionId);
      return { status: 'ok' as const };
    },
  );

  app.put(
    '/v1/auth/password',
    { ...session, schema: { body: changePasswordSchema, response: { 200: passwordChangedSchema } } },
    async (request) => {
      await changeOwnPassword(app.db, actorOf(request), sessionUserOf(request).sessionId, request.body);
      return { status: 'ok' as const, message: 'Wachtwoord gewijzigd' };
    },
  );
};
