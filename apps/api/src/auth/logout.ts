import type { Db } from '../db/client';
import { revokeSession } from './session-repository';

/** POST /v1/auth/logout: the session is revoked at once, on every instance (its row says so). */
export async function logout(db: Db, sessionId: number): Promise<void> {
  await revokeSession(db, sessionId);
}
