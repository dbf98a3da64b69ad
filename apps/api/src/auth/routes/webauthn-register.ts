import { isAllowed } from '@mvm/domain';
import {
  usernameParamSchema,
  webauthnBeginResponseSchema,
  webauthnRegisterFinishSchema,
} from '@mvm/domain/auth/webauthn';
import { userChangedSchema } from '@mvm/domain/gebruikers/schemas';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, type Actor } from '../../actor';
import type { Db } from '../../db/client';
import { audited } from '../../audit/unit-of-work';
import { getUser } from '../../gebruikers/users-repository';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import {
  clearHandleCookie,
  consumeChallenge,
  handleFrom,
  issueChallenge,
  setHandleCookie,
} from '../webauthn/challenge-store';
import {
  credentialsOfUser,
  descriptor,
  insertCredential,
  knownTransports,
  userByUsername,
} from '../webauthn/credentials-repository';
import { relyingParty, RP_NAME } from '../webauthn/relying-party';

const NOT_REGISTERED = 'De USB-sleutel kon niet geregistreerd worden. Probeer het opnieuw.';

const finishPath = (username: string) =>
  `/v1/users/auth/webauthn/register/${encodeURIComponent(username)}/finish`;

/**
 * docs/decisions.md: a user may always add a key to their own account; a key for someone else needs
 * the role permission POST on the finish path (otherwise anyone could log in as the administrator).
 */
async function targetUser(db: Db, caller: Actor, username: string) {
  const self = caller.username.toLowerCase() === username.toLowerCase();
  if (!self && !isAllowed(caller.roles, 'POST', finishPath(username))) {
    throw forbidden('Je mag alleen voor jezelf een USB-sleutel aanmaken');
  }
  const user = await userByUsername(db, username);
  if (!user) throw notFound('Gebruiker niet gevonden');
  return user;
}

export const usersWebauthnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/users/auth/webauthn/register/:username/begin',
    {
      schema: { params: usernameParamSchema, response: { 200: webauthnBeginResponseSchema } },
      config: { access: 'session' },
    },
    async (request, reply) => {
      const user = await targetUser(app.db, actorOf(request), request.params.username);
      const { rpID } = relyingParty(request);
      const existing = await credentialsOfUser(app.db, user.id);
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: user.username,
        userDisplayName: user.name,
        userID: new TextEncoder().encode(`mvm-user-${user.id}`),
        attestationType: 'none',
        excludeCredentials: existing.map(descriptor),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      const handle = await issueChallenge(app.db, 'register', options.challenge, user.id);
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
      const user = await targetUser(app.db, actorOf(request), request.params.username);
      const body = request.body;
      clearHandleCookie(reply, 'register');
      const challenge = await consumeChallenge(
        app.db,
        'register',
        handleFrom(request, 'register', body.handle),
        user.id,
      );
      if (!challenge) throw badRequest('De aanvraag is verlopen. Probeer het opnieuw.');

      const { rpID, origins } = relyingParty(request);
      const response = {
        ...body,
        clientExtensionResults: body.clientExtensionResults ?? {},
        response: { ...body.response, transports: knownTransports(body.response.transports) },
      };
      let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verified = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: origins,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
      } catch (err) {
        request.log.info({ err: err instanceof Error ? err.message : err }, 'webauthn registration refused');
        throw badRequest(NOT_REGISTERED);
      }
      if (!verified.verified) throw badRequest(NOT_REGISTERED);

      const credential = verified.registrationInfo.credential;
      const transports = credential.transports?.length ? credential.transports : response.response.transports;
      const keyId = await audited(app.db, actorOf(request), async (tx) => {
        const id = await insertCredential(tx, user.id, { ...credential, transports });
        if (id === null) throw conflict('Deze USB-sleutel is al geregistreerd');
        return {
          result: id,
          audit: {
            action: 'create',
            entity: 'usb-sleutel',
            entityId: id,
            details: { userId: user.id, username: user.username },
          },
        };
      });
      request.log.info({ userId: user.id, keyId }, 'USB key registered');
      return {
        status: 'ok' as const,
        message: 'USB-sleutel geregistreerd',
        data: await getUser(app.db, user.id),
      };
    },
  );
};
