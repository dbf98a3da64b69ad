import { isAllowed } from '@mvm/domain';
import type { WebauthnRegisterFinish } from '@mvm/domain/auth/webauthn';
import type { User } from '@mvm/domain/gebruikers/schemas';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/server';
import type { Actor } from '../../actor';
import { audited } from '../../audit/unit-of-work';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { assertMayManageUser } from '../grant-limits';
import { getUser } from '../user-view-repository';
import { consumeChallenge, issueChallenge } from './challenge-store';
import {
  credentialsOfUser,
  descriptor,
  insertCredential,
  knownTransports,
  userByUsername,
  webauthnUserIdBytes,
} from './credentials-repository';
import { RP_NAME, type RelyingParty } from './relying-party';

/** The account a key is registered for. */
export type KeyOwner = { id: number; username: string; name: string };

const NOT_REGISTERED = 'De USB-sleutel kon niet geregistreerd worden. Probeer het opnieuw.';

const finishPath = (username: string) =>
  `/v1/users/auth/webauthn/register/${encodeURIComponent(username)}/finish`;

/**
 * docs/decisions.md: a user may always add a key to their own account; a key for someone else needs
 * the role permission POST on the finish path (otherwise anyone could log in as the administrator).
 */
export async function targetUser(db: Db, caller: Actor, username: string): Promise<KeyOwner> {
  const self = caller.username.toLowerCase() === username.toLowerCase();
  if (!self && !isAllowed(caller.roles, 'POST', finishPath(username))) {
    throw forbidden('Je mag alleen voor jezelf een USB-sleutel aanmaken');
  }
  const user = await userByUsername(db, username);
  if (!user) throw notFound('Gebruiker niet gevonden');
  // Issue 24: a key is a way into the account, so only for a user whose rights the caller holds.
  if (!self) await assertMayManageUser(db, caller, user.id, 'sleutels');
  return user;
}

/** The options for navigator.credentials.create and the handle of the stored one-time challenge. */
export async function beginRegistration(
  db: Db,
  actor: Actor,
  username: string,
  { rpID }: RelyingParty,
): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; handle: string }> {
  const user = await targetUser(db, actor, username);
  const existing = await credentialsOfUser(db, user.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: user.username,
    userDisplayName: user.name,
    userID: webauthnUserIdBytes(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map(descriptor),
    // Issue 24: the login lists no key, so a key must keep its login for this site itself (discoverable).
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const handle = await issueChallenge(db, 'register', options.challenge, user.id);
  return { options, handle };
}

export type RegistrationFinish = {
  /** From targetUser, checked before the challenge cookie is cleared. */
  user: KeyOwner;
  answer: WebauthnRegisterFinish;
  /** From the body, else from the cookie. */
  handle: string | undefined;
  relyingParty: RelyingParty;
  /** Why a key was refused, for the log (never shown to the user). */
  onRefused: (reason: string) => void;
};

/** Verifies the authenticator's answer against the challenge and stores the key (audited). */
export async function finishRegistration(
  db: Db,
  actor: Actor,
  { user, answer, handle, relyingParty, onRefused }: RegistrationFinish,
): Promise<{ keyId: number; user: User | undefined }> {
  const challenge = await consumeChallenge(db, 'register', handle, user.id);
  if (!challenge) throw badRequest('De aanvraag is verlopen. Probeer het opnieuw.');

  const response = {
    ...answer,
    clientExtensionResults: answer.clientExtensionResults ?? {},
    response: { ...answer.response, transports: knownTransports(answer.response.transports) },
  };
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: relyingParty.origins,
      expectedRPID: relyingParty.rpID,
      requireUserVerification: false,
    });
  } catch (err) {
    onRefused(err instanceof Error ? err.message : String(err));
    throw badRequest(NOT_REGISTERED);
  }
  if (!verified.verified) throw badRequest(NOT_REGISTERED);

  const credential = verified.registrationInfo.credential;
  const transports = credential.transports?.length ? credential.transports : response.response.transports;
  const keyId = await audited(db, actor, async (tx) => {
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
  return { keyId, user: await getUser(db, user.id) };
}
