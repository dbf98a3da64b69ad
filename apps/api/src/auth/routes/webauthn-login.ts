import { loginResponseSchema } from '@mvm/domain/auth/schemas';
import { webauthnBeginResponseSchema, webauthnLoginFinishSchema } from '@mvm/domain/auth/webauthn';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearHandleCookie, handleFrom, setHandleCookie } from '../webauthn/challenge-store';
import { beginKeyLogin, finishKeyLogin } from '../webauthn/key-login';
import { relyingParty } from '../webauthn/relying-party';

/** spec 1 §7: hardware-key login, the public counterpart of POST /login. */
export const webauthnLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/webauthn/login/begin',
    { schema: { response: { 200: webauthnBeginResponseSchema } }, config: { access: 'public' } },
    async (request, reply) => {
      const { options, handle } = await beginKeyLogin(app.db, relyingParty(request));
      setHandleCookie(request, reply, 'login', handle);
      reply.header('Cache-Control', 'no-store');
      // A copy: the library's interface type has no index signature, the loose wire schema wants one.
      return { publicKey: { ...options }, handle };
    },
  );

  app.post(
    '/auth/webauthn/login/finish',
    {
      schema: { body: webauthnLoginFinishSchema, response: { 200: loginResponseSchema } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const rp = relyingParty(request);
      clearHandleCookie(reply, 'login');
      const { token, userId, name } = await finishKeyLogin(app.db, {
        answer: request.body,
        handle: handleFrom(request, 'login', request.body.handle),
        ip: request.ip,
        relyingParty: rp,
        onRefused: (reason) => request.log.info({ reason }, 'webauthn login refused'),
      });
      request.log.info({ userId }, 'login with USB key');
      return { token, name };
    },
  );
};
