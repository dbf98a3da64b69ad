import {
  usernameParamSchema,
  webauthnBeginResponseSchema,
  webauthnRegisterFinishSchema,
} from '@mvm/domain/auth/webauthn';
import { userChangedSchema } from '@mvm/domain/gebruikers/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../actor';
import { clearHandleCookie, handleFrom, setHandleCookie } from '../webauthn/challenge-store';
import { beginRegistration, finishRegistration, targetUser } from '../webauthn/registration';
import { relyingParty } from '../webauthn/relying-party';

/** spec 1 §7: a signed-in user registers a USB key (for someone else only with the role permission). */
export const usersWebauthnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/users/auth/webauthn/register/:username/begin',
    {
      schema: { params: usernameParamSchema, response: { 200: webauthnBeginResponseSchema } },
      config: { access: 'session' },
    },
    async (request, reply) => {
      const { options, handle } = await beginRegistration(
        app.db,
        actorOf(request),
        request.params.username,
        relyingParty(request),
      );
      setHandleCookie(request, reply, 'register', handle);
      reply.header('Cache-Control', 'no-store');
      // A copy: the library's interface type has no index signature, the loose wire schema wants one.
      return { publicKey: { ...options }, handle };
    },
  );

  app.post(
    '/v1/users/auth/webauthn/register/:username/finish',
    {
      schema: {
        params: usernameParamSchema,
        body: webauthnRegisterFinishSchema,
        response: { 200: userChangedSchema },
      },
      config: { access: 'session' },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const owner = await targetUser(app.db, actor, request.params.username);
      clearHandleCookie(reply, 'register');
      const { keyId, user } = await finishRegistration(app.db, actor, {
        user: owner,
        answer: request.body,
        handle: handleFrom(request, 'register', request.body.handle),
        relyingParty: relyingParty(request),
        onRefused: (reason) => request.log.info({ err: reason }, 'webauthn registration refused'),
      });
      request.log.info({ userId: owner.id, keyId }, 'USB key registered');
      return { status: 'ok' as const, message: 'USB-sleutel geregistreerd', data: user };
    },
  );
};
