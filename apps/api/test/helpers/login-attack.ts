import { nameDelaySeconds, reserveLoginAttempt } from '../../src/auth/login-limiter';
import type { Db } from '../../src/db/client';

/**
 * A long anonymous attack on one user name (issue 24): `failures` wrong guesses from as many addresses, each
 * as soon as the name's cool-down allowed it, the last one at `until`. Afterwards the name waits its longest
 * cool-down (5 minutes) from `until` on.
 */
export async function coolDownName(db: Db, username: string, until = new Date(), failures = 30) {
  const offsets = [0];
  for (let i = 1; i < failures; i += 1) offsets.push(offsets[i - 1]! + nameDelaySeconds(i) * 1000);
  const start = until.getTime() - offsets[failures - 1]!;
  for (const [i, offset] of offsets.entries()) {
    await reserveLoginAttempt(db, username, `198.51.100.${i + 1}`, new Date(start + offset));
  }
}
