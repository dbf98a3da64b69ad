import { alreadyHadMessage, type Afdeling } from '@mvm/domain';
import { badRequest } from '../errors';

// PostgreSQL's refusal of a second package in one period, decoded (both drivers wrap the server's error).

type PgError = { code?: string; constraint?: string; constraint_name?: string; cause?: unknown };

/** The database refused a second package in one period (the unique index on gekregen.periode). */
export function isPeriodClash(error: unknown): boolean {
  for (let e = error as PgError | undefined, depth = 0; e && depth < 5; e = e.cause as PgError, depth++)
    if (e.code === '23505' && (e.constraint ?? e.constraint_name) === 'gekregen_dossier_periode_uq')
      return true;
  return false;
}

/** Runs a write; the unique index's refusal becomes the rule's Dutch 400 (a clash the lock did not see). */
export async function periodGuarded<T>(afdeling: Afdeling, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isPeriodClash(error))
      throw badRequest(alreadyHadMessage(afdeling === 'zeephuisje' ? 'maand' : 'week'));
    throw error;
  }
}
