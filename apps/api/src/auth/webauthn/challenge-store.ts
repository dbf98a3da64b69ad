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

/** The handle as an HttpOnly cookie: spec 1 §7 makes the begin call with credentials included. */
export function setHandleCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  purpose: ChallengePurpose,
  handle: string,
): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${cookieName(purpose)}=${handle}; Path=/; Max-Age=${CHALLENGE_TTL_MS / 1000}; HttpOnly; SameSite=Strict${secure}`,
  );
}

export function clearHandleCookie(reply: FastifyReply, purpose: ChallengePurpose): void {
  reply.header('Set-Cookie', `${cookieName(purpose)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict`);
}

/** The handle echoed in the body (clients without cookies), else the cookie. */
export function handleFrom(
  request: FastifyRequest,
  purpose: ChallengePurpose,
  bodyHandle: string | undefined,
): string | undefined {
  if (bodyHandle) return bodyHandle;
  const name = cookieName(purpose);
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || undefined;
  }
  return undefined;
}
