import { loginRequestSchema, loginResponseSchema } from '@mvm/domain/auth/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginWithPassword } from '../password-login';

/** spec 1 §7: POST /login {username, password} → {token, name}. */
export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
      config: { access: 'public' },
    },
    async (request) => {
      const { token, userId, name } = await loginWithPassword(app.db, { ...request.body, ip: request.ip });
      request.log.info({ userId }, 'login');
      return { token, name };
    },
  );
};
