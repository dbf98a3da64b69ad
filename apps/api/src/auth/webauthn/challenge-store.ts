import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { webauthnChallenges } from '../../db/schema';

export const CHALLENGE_TTL_MS = 5 * 60_000;

export type ChallengePurpose = 'login' | 'register';

const cookieName = (purpose: ChallengePurpose) => `webauthn_${purpose}`;

/**
 * Stores a one-time challenge (DESIGN.md: in the database, so any instance can finish the ceremony)
 * and returns the random handle the browser brings back. Expired rows are swept on the way.
 */
export async function issueChallenge(
  db: Db,
  purpose: ChallengePurpose,
  challenge: string,
  userId: number | null,
  now = new Date(),
): Promise<string> {
  const handle = randomBytes(24).toString('base64url');
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values({
    handle,
    challenge,
    purpose,
    userId,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return handle;
}

/**
 * Takes the challenge out of the database: it can be used once, whether the signature then verifies or
 * not (a replay finds nothing). Null when unknown, of another purpose or user, or expired.
 */
export async function consumeChallenge(
  db: Db,
  purpose: ChallengePurpose,
  handle: string | undefined,
  userId: number | null,
  now = new Date(),
): Promise<string | null> {
  if (!handle) return null;
  const [row] = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.handle, handle), eq(webauthnChallenges.purpose, purpose)))
    .returning();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  if (userId !== null && row.userId !== userId) return null;
  return row.challenge;
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
