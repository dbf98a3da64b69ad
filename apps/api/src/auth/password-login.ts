import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { accountByUsername } from './account-repository';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-limiter';
import { dummyVerify, verifyPassword } from './password';
import { createSession } from './session-store';

const WRONG_CREDENTIALS = 'Gebruikersnaam of wachtwoord is fout';

export type PasswordLogin = { username: string; password: string; ip: string };

/**
 * spec 1 §7: a right name and password open a session. An unknown name costs the same hashing time as a
 * wrong password (dummyVerify), and both answer the same 401; failures count for the login limiter.
 */
export async function loginWithPassword(
  db: Db,
  { username, password, ip }: PasswordLogin,
): Promise<{ token: string; userId: number; name: string }> {
  await assertLoginAllowed(db, username, ip);
  const user = await accountByUsername(db, username);
  const ok = user ? await verifyPassword(user.passwordHash, password) : await dummyVerify(password);
  if (!user || !ok) {
    await recordLoginFailure(db, username, ip);
    throw new HttpError(401, WRONG_CREDENTIALS);
  }
  await clearLoginFailures(db, username, ip);
  return { token: await createSession(db, user.id), userId: user.id, name: user.name };
}
