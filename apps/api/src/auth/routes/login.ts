import { loginRequestSchema, loginResponseSchema } from '@mvm/domain/auth/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountByUsername } from '../account-repository';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../login-limiter';
import { dummyVerify, verifyPassword } from '../password';
import { createSession } from '../session-store';
import { HttpError } from '../../errors';

const WRONG_CREDENTIALS = 'Gebruikersnaam of wachtwoord is fout';

/** spec 1 §7: POST /login {username, password} → {token, name}. */
export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
      config: { access: 'public' },
    },
    async (request) => {
      const { username, password } = request.body;
      await assertLoginAllowed(app.db, username, request.ip);
      const user = await accountByUsername(app.db, username);
      const ok = user ? await verifyPassword(user.passwordHash, password) : await dummyVerify(password);
      if (!user || !ok) {
        await recordLoginFailure(app.db, username, request.ip);
        throw new HttpError(401, WRONG_CREDENTIALS);
      }
      await clearLoginFailures(app.db, username, request.ip);
      const token = await createSession(app.db, user.id);
      request.log.info({ userId: user.id }, 'login');
      return { token, name: user.name };
    },
  );
};
