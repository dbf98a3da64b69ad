import type { Actor } from '../actor';
import { audited, type Audited } from '../audit/unit-of-work';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { loadDossier, type DossierKey, type DossierRecord } from './dossier-repository';

const NOT_FOUND = {
  mvmnummer: 'Lid niet gevonden',
  enummer: 'Dossier niet gevonden',
  id: 'Dossier niet gevonden',
};
export const notFoundFor = (key: DossierKey) =>
  notFound(NOT_FOUND['mvmnummer' in key ? 'mvmnummer' : 'enummer' in key ? 'enummer' : 'id']);

/** The dossier, or the area's 404 ('Lid niet gevonden' by member number). */
export async function requireDossier(db: Db, key: DossierKey, lock = false): Promise<DossierRecord> {
  const record = await loadDossier(db, key, lock);
  if (!record) throw notFoundFor(key);
  return record;
}

/**
 * The unit of work of every change to a dossier: one transaction that locks the dossier row
 * (SELECT … FOR UPDATE, so two desks saving the same household take turns), runs the write and
 * records its audit entry.
 */
export function writeDossier<T>(
  db: Db,
  actor: Actor,
  key: DossierKey,
  write: (tx: Db, record: DossierRecord) => Promise<Audited<T>>,
): Promise<T> {
  return audited(db, actor, async (tx) => write(tx, await requireDossier(tx, key, true)));
}
