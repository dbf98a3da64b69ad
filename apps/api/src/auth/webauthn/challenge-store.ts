import { randomBytes } from 'node:crypto';
import { signerFactory } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { insertSetting, markChallengeUsed, readSetting } from './challenge-repository';

export const CHALLENGE_TTL_MS = 5 * 60_000;

export type ChallengePurpose = 'login' | 'register';

const cookieName = (purpose: ChallengePurpose) => `webauthn_${purpose}`;
const SECRET_NAME = 'webauthn_challenge_sleutel';

type Signer = ReturnType<typeof signerFactory>;

/**
 * The installation's key for signing challenges: made by the first begin call ever, kept in `instellingen` so
 * every API instance signs and checks alike. It never changes, so each instance reads it once; a read that
 * finds none (a finish before any begin) or fails (database away) is not remembered.
 */
const signers = new WeakMap<Db, Promise<Signer | null>>();
function storedSigner(db: Db): Promise<Signer | null> {
  let signer = signers.get(db);
  if (!signer) {
    const reading = (async () => {
      const waarde = await readSetting(db, SECRET_NAME);
      return waarde === undefined ? null : signerFactory(waarde);
    })();
    const forget = () => {
      if (signers.get(db) === reading) signers.delete(db);
    };
    void reading.then((found) => {
      if (!found) forget();
    }, forget);
    signers.set(db, (signer = reading));
  }
  return signer;
}

async function signerForIssuing(db: Db): Promise<Signer> {
  const stored = await storedSigner(db);
  if (stored) return stored;
  // A concurrent first caller's insert does nothing; both then read the one stored key.
  await insertSetting(db, SECRET_NAME, randomBytes(32).toString('base64url'));
  signers.delete(db);
  const made = await storedSigner(db);
  if (!made) throw new Error('the WebAuthn challenge key was not stored');
  return made;
}

/**
 * Issue 24: a begin call writes nothing (but the key, once per installation). The challenge travels to the browser and back inside its handle,
 * `<purpose>.<user id or ->.<expiry ms>.<challenge>` signed with the installation's key (HMAC-SHA256), so
 * any instance can check it and nobody can make one up.
 */
export async function issueChallenge(
  db: Db,
  purpose: ChallengePurpose,
  challenge: string,
  userId: number | null,
  now = new Date(),
): Promise<string> {
  const expires = now.getTime() + CHALLENGE_TTL_MS;
  return (await signerForIssuing(db)).sign(`${purpose}.${userId ?? '-'}.${expires}.${challenge}`);
}

/**
 * The challenge inside a handle, used once: null when the signature is wrong, of another purpose or user,
 * expired, or already used. A finish records the challenge as used (a row until it expires) before its
 * answer is verified, whether that then verifies or not, so a replay finds it taken.
 */
export async function consumeChallenge(
  db: Db,
  purpose: ChallengePurpose,
  handle: string | undefined,
  userId: number | null,
  now = new Date(),
): Promise<string | null> {
  const signer = handle ? await storedSigner(db) : null;
  if (!handle || !signer) return null;
  const { valid, value } = signer.unsign(handle);
  const [tokenPurpose, tokenUser, expires, challenge, ...rest] = valid && value ? value.split('.') : [];
  if (!challenge || rest.length > 0 || tokenPurpose !== purpose) return null;
  if (tokenUser !== String(userId ?? '-')) return null;
  const expiresAt = new Date(Number(expires));
  if (!(expiresAt.getTime() > now.getTime())) return null;

  return (await markChallengeUsed(db, { challenge, purpose, userId, expiresAt }, now)) ? challenge : null;
}

const cookieOptions = { path: '/', httpOnly: true, sameSite: 'strict' } as const;

/** The handle as an HttpOnly cookie: spec 1 §7 makes the begin call with credentials included. */
export function setHandleCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  purpose: ChallengePurpose,
  handle: string,
): void {
  reply.setCookie(cookieName(purpose), handle, {
    ...cookieOptions,
    maxAge: CHALLENGE_TTL_MS / 1000,
    secure: request.protocol === 'https',
  });
}

export function clearHandleCookie(reply: FastifyReply, purpose: ChallengePurpose): void {
  reply.clearCookie(cookieName(purpose), cookieOptions);
}

/** The handle echoed in the body (clients without cookies), else the cookie. */
export function handleFrom(
  request: FastifyRequest,
  purpose: ChallengePurpose,
  bodyHandle: string | undefined,
): string | undefined {
  return bodyHandle || request.cookies[cookieName(purpose)] || undefined;
}
