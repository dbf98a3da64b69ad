import type { WebauthnLoginFinish } from '@mvm/domain/auth/webauthn';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { loginSucceeded, reserveLoginAttempt } from '../login-limiter';
import { createSession } from '../session-repository';
import { consumeChallenge, issueChallenge } from './challenge-store';
import {
  findCredential,
  toWebAuthnCredential,
  updateCounter,
  webauthnUserId,
} from './credentials-repository';
import type { RelyingParty } from './relying-party';

const NOT_RECOGNISED = 'USB-sleutel niet herkend';

// The login limiter counts per user name and per address; a key has no user name before it is
// verified, so its attempts count under the credential id (and the address, as for passwords).
const limiterName = (credentialId: string) => `webauthn:${credentialId}`;

/**
 * The options for navigator.credentials.get and the challenge's signed handle. Issue 24: no key is listed
 * (an empty allowCredentials asks the browser for a discoverable credential of this site, as SimpleWebAuthn
 * documents for usernameless login) and nothing is written, so an anonymous caller learns nothing and costs
 * no row.
 */
export async function beginKeyLogin(
  db: Db,
  { rpID }: RelyingParty,
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; handle: string }> {
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
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

const sameBytes = (a: string, b: string) => a.replace(/=+$/, '') === b.replace(/=+$/, '');

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
  // A discoverable key names its account; it must be the key's owner (WebAuthn §7.2 step 6).
  const userHandle = answer.response.userHandle;
  if (userHandle && !sameBytes(userHandle, webauthnUserId(found.user.id)))
    return fail('user handle mismatch');

  let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    result = await verifyAuthenticationResponse({
      response: {
        ...answer,
        response: { ...answer.response, userHandle: userHandle ?? undefined },
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
