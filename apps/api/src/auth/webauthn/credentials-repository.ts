import type { AuthenticatorTransportFuture, WebAuthnCredential } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { WEBAUTHN_TRANSPORTS } from '@mvm/domain/auth/webauthn';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, webauthnCredentials } from '../../db/schema';

type Row = typeof webauthnCredentials.$inferSelect;

export const knownTransports = (list: readonly string[] | null | undefined): AuthenticatorTransportFuture[] =>
  (list ?? []).filter((t): t is AuthenticatorTransportFuture =>
    // Widened only to ask includes() about any string; the guard narrows the result.
    (WEBAUTHN_TRANSPORTS as readonly string[]).includes(t),
  );

/** A stored key as @simplewebauthn/server wants it (the public key is kept as base64url text). */
export const toWebAuthnCredential = (row: Row): WebAuthnCredential => ({
  id: row.credentialId,
  publicKey: isoBase64URL.toBuffer(row.publicKey),
  counter: row.counter,
  transports: knownTransports(row.transports),
});

/** The user handle a key keeps for its account (registration's `userID`), and as base64url as browsers send it. */
export const webauthnUserIdBytes = (userId: number) => new TextEncoder().encode(`mvm-user-${userId}`);
export const webauthnUserId = (userId: number) => isoBase64URL.fromBuffer(webauthnUserIdBytes(userId));

export const descriptor = (row: Pick<Row, 'credentialId' | 'transports'>) => ({
  id: row.credentialId,
  transports: knownTransports(row.transports),
});

export async function credentialsOfUser(db: Db, userId: number) {
  return db.select().from(webauthnCredentials).where(eq(webauthnCredentials.userId, userId));
}

export async function findCredential(db: Db, credentialId: string) {
  const [row] = await db
    .select({
      credential: webauthnCredentials,
      user: { id: users.id, name: users.name, username: users.username },
    })
    .from(webauthnCredentials)
    .innerJoin(users, eq(webauthnCredentials.userId, users.id))
    .where(eq(webauthnCredentials.credentialId, credentialId))
    .limit(1);
  return row;
}

export async function updateCounter(db: Db, id: number, counter: number): Promise<void> {
  await db.update(webauthnCredentials).set({ counter }).where(eq(webauthnCredentials.id, id));
}

export async function insertCredential(
  db: Db,
  userId: number,
  credential: WebAuthnCredential,
): Promise<number | null> {
  const [row] = await db
    .insert(webauthnCredentials)
    .values({
      userId,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
    })
    .onConflictDoNothing({ target: webauthnCredentials.credentialId })
    .returning({ id: webauthnCredentials.id });
  return row?.id ?? null;
}

export async function deleteCredential(db: Db, userId: number, keyId: number): Promise<boolean> {
  const deleted = await db
    .delete(webauthnCredentials)
    .where(and(eq(webauthnCredentials.id, keyId), eq(webauthnCredentials.userId, userId)))
    .returning({ id: webauthnCredentials.id });
  return deleted.length > 0;
}

export async function userByUsername(db: Db, username: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, name: users.name })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}
