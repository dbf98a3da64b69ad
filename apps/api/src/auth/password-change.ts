import type { Actor } from '../actor';
import { audited } from '../audit/unit-of-work';
import type { Db } from '../db/client';
import { badRequest, unauthorized } from '../errors';
import { accountById, revokeOtherSessions, setPasswordHash } from './account-repository';
import { hashPassword, verifyPassword } from './password';

const OUD_WACHTWOORD_FOUT = 'Het huidige wachtwoord is fout';

export type PasswordChange = { oudWachtwoord: string; nieuwWachtwoord: string };

/** PUT /v1/auth/password: a password change ends the user's other sessions and keeps the current one. */
export async function changeOwnPassword(
  db: Db,
  actor: Actor,
  sessionId: number,
  change: PasswordChange,
): Promise<void> {
  const account = await accountById(db, actor.userId);
  if (!account) throw unauthorized();
  if (!(await verifyPassword(account.passwordHash, change.oudWachtwoord))) {
    throw badRequest(OUD_WACHTWOORD_FOUT, { oudWachtwoord: OUD_WACHTWOORD_FOUT });
  }
  await audited(db, actor, async (tx) => {
    await setPasswordHash(tx, actor.userId, await hashPassword(change.nieuwWachtwoord), new Date());
    await revokeOtherSessions(tx, actor.userId, sessionId);
    return {
      result: undefined,
      audit: {
        action: 'update',
        entity: 'gebruiker',
        entityId: actor.userId,
        details: { fields: ['password'] },
      },
    };
  });
}
