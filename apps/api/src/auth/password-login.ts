import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { accountByUsername } from './account-repository';
import { loginSucceeded, reserveLoginAttempt } from './login-limiter';
import { dummyVerify, verifyPassword } from './password';
import { createSession } from './session-repository';

const WRONG_CREDENTIALS = 'Gebruikersnaam of wachtwoord is fout';

export type PasswordLogin = { username: string; password: string; ip: string };

/**
 * spec 1 §7: a right name and password open a session. An unknown name costs the same hashing time as a
 * wrong password (dummyVerify), and both answer the same 401. The attempt is reserved with the login limiter
 * before the hash is checked (429 while locked) and counts as a failure unless the password is right.
 */
export async function loginWithPassword(
  db: Db,
  { username, password, ip }: PasswordLogin,
): Promise<{ token: string; userId: number; name: string }> {
  await reserveLoginAttempt(db, username, ip);
  const user = await accountByUsername(db, username);
  const ok = user ? await verifyPassword(user.passwordHash, password) : await dummyVerify(password);
  if (!user || !ok) throw new HttpError(401, WRONG_CREDENTIALS);
  await loginSucceeded(db, { attempt: username, username: user.username, ip });
  return { token: await createSession(db, user.id), userId: user.id, name: user.name };
}
