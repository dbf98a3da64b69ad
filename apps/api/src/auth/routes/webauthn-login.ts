import { loginResponseSchema } from '@mvm/domain/auth/schemas';
import { webauthnBeginResponseSchema, webauthnLoginFinishSchema } from '@mvm/domain/auth/webauthn';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../login-limiter';
import { createSession } from '../session-store';
import { HttpError } from '../../errors';
import {
  clearHandleCookie,
  consumeChallenge,
  handleFrom,
  issueChallenge,
  setHandleCookie,
} from '../webauthn/challenge-store';
import {
  allCredentials,
  descriptor,
  findCredential,
  toWebAuthnCredential,
  updateCounter,
} from '../webauthn/credentials-repository';
import { relyingParty } from '../webauthn/relying-party';

const NOT_RECOGNISED = 'USB-sleutel niet herkend';

// The login limiter counts per user name and per address; a key has no user name before it is
// verified, so its failures count under the credential id (and the address, as for passwords).
const limiterName = (credentialId: string) => `webauthn:${credentialId}`;

/** spec 1 §7: hardware-key login, the public counterpart of POST /login. */
export const webauthnLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/webauthn/login/begin',
    { schema: { response: { 200: webauthnBeginResponseSchema } }, config: { access: 'public' } },
    async (request, reply) => {
      const { rpID } = relyingParty(request);
      const credentials = await allCredentials(app.db);
      const options = await generateAuthenticationOptions({
        rpID,
        allowCredentials: credentials.map(descriptor),
        userVerification: 'preferred',
      });
      const handle = await issueChallenge(app.db, 'login', options.challenge, null);
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
      const body = request.body;
      await assertLoginAllowed(app.db, limiterName(body.id), request.ip);
      const fail = async (reason: string): Promise<never> => {
        request.log.info({ reason }, 'webauthn login refused');
        await recordLoginFailure(app.db, limiterName(body.id), request.ip);
        throw new HttpError(401, NOT_RECOGNISED);
      };

      clearHandleCookie(reply, 'login');
      const challenge = await consumeChallenge(
        app.db,
        'login',
        handleFrom(request, 'login', body.handle),
        null,
      );
      if (!challenge) return fail('challenge unknown, used or expired');
      const found = await findCredential(app.db, body.id);
      if (!found) return fail('unknown credential');

      const { rpID, origins } = relyingParty(request);
      let newCounter: number;
      try {
        const result = await verifyAuthenticationResponse({
          response: {
            ...body,
            response: { ...body.response, userHandle: body.response.userHandle ?? undefined },
            clientExtensionResults: body.clientExtensionResults ?? {},
          },
          expectedChallenge: challenge,
          expectedOrigin: origins,
          expectedRPID: rpID,
          credential: toWebAuthnCredential(found.credential),
          requireUserVerification: false,
        });
        if (!result.verified) return fail('not verified');
        newCounter = result.authenticationInfo.newCounter;
      } catch (err) {
        return fail(err instanceof Error ? err.message : 'verification error');
      }

      await updateCounter(app.db, found.credential.id, newCounter);
      await clearLoginFailures(app.db, limiterName(body.id), request.ip);
      const token = await createSession(app.db, found.user.id);
      request.log.info({ userId: found.user.id }, 'login with USB key');
      return { token, name: found.user.name };
    },
  );
};
