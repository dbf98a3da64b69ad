import type { WebauthnLoginFinish } from '@mvm/domain/auth/webauthn';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { loginSucceeded, reserveLoginAttempt } from '../login-limiter';
import { createSession } from '../session-store';
import { consumeChallenge, issueChallenge } from './challenge-store';
import {
  allCredentials,
  descriptor,
  findCredential,
  toWebAuthnCredential,
  updateCounter,
} from './credentials-repository';
import type { RelyingParty } from './relying-party';

const NOT_RECOGNISED = 'USB-sleutel niet herkend';

// The login limiter counts per user name and per address; a key has no user name before it is
// verified, so its failures count under the credential id (and the address, as for passwords).
const limiterName = (credentialId: string) => `webauthn:${credentialId}`;

/** The options for navigator.credentials.get (every registered key) and the challenge's handle. */
export async function beginKeyLogin(
  db: Db,
  { rpID }: RelyingParty,
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; handle: string }> {
  const credentials = await allCredentials(db);
  const options = await generateAuthenticationOptions({
    rpID,
    allowCredentials: credentials.map(descriptor),
    userVerification: 'preferred',
  });
  const handle = await issueChallenge(db, 'login', options.challenge, null);
  return { options, handle };
}

export type KeyLoginFinish = {
  answer: WebauthnLoginFinish;
  /** From the body, else from the cookie. */
  handle: string | undefined;
  ip: string;
  relyingParty: RelyingParty;
  /** Why a login was refused, for the log (the user only sees 'USB-sleutel niet herkend'). */
  onRefused: (reason: string) => void;
};

/**
 * spec 1 §7: a verified key signature opens a session, like a password. The attempt is reserved with the
 * login limiter first (429 while this key or address is locked) and counts as a failure unless it verifies.
 */
export async function finishKeyLogin(
  db: Db,
  { answer, handle, ip, relyingParty, onRefused }: KeyLoginFinish,
): Promise<{ token: string; userId: number; name: string }> {
  await reserveLoginAttempt(db, limiterName(answer.id), ip);
  const fail = (reason: string): never => {
    onRefused(reason);
    throw new HttpError(401, NOT_RECOGNISED);
  };

  const challenge = await consumeChallenge(db, 'login', handle, null);
  if (!challenge) return fail('challenge unknown, used or expired');
  const found = await findCredential(db, answer.id);
  if (!found) return fail('unknown credential');

  let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    result = await verifyAuthenticationResponse({
      response: {
        ...answer,
        response: { ...answer.response, userHandle: answer.response.userHandle ?? undefined },
        clientExtensionResults: answer.clientExtensionResults ?? {},
      },
      expectedChallenge: challenge,
      expectedOrigin: relyingParty.origins,
      expectedRPID: relyingParty.rpID,
      credential: toWebAuthnCredential(found.credential),
      requireUserVerification: false,
    });
  } catch (err) {
    return fail(err instanceof Error ? err.message : 'verification error');
  }
  if (!result.verified) return fail('not verified');

  await updateCounter(db, found.credential.id, result.authenticationInfo.newCounter);
  await loginSucceeded(db, { attempt: limiterName(answer.id), username: found.user.username, ip });
  const token = await createSession(db, found.user.id);
  return { token, userId: found.user.id, name: found.user.name };
}
