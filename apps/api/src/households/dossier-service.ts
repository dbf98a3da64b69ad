import { canSeeSensitive, nextMembershipPeriod, type HouseholdSaveMode } from '@mvm/domain';
import type { Dossier, DossierSave } from '@mvm/domain/leden/schemas';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log';
import type { Db } from '../db/client';
import { dossiers, lidmaatschap } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { changedFields } from './audit-diff';
import { toDossier } from './dossier-mapper';
import { loadDossier, type DossierKey, type DossierRecord } from './dossier-repository';
import { insertDossier, updateDossier } from './dossier-write';
import { STALE_MESSAGE, UPDATED_AT_MISSING } from './save-errors';
import { assertHouseholdRules, keepSensitive } from './save-values';

export type Actor = Pick<FastifyRequest, 'user'>;
export const sensitiveFor = (actor: Actor) => canSeeSensitive(actor.user?.roles);

const NOT_FOUND = {
  mvmnummer: 'Lid niet gevonden',
  enummer: 'Dossier niet gevonden',
  id: 'Dossier niet gevonden',
};
export const notFoundFor = (key: DossierKey) =>
  notFound(NOT_FOUND['mvmnummer' in key ? 'mvmnummer' : 'enummer' in key ? 'enummer' : 'id']);

export async function requireDossier(db: Db, key: DossierKey, lock = false): Promise<DossierRecord> {
  const record = await loadDossier(db, key, lock);
  if (!record) throw notFoundFor(key);
  return record;
}

export async function getDossier(db: Db, actor: Actor, key: DossierKey, now = new Date()): Promise<Dossier> {
  return toDossier(await requireDossier(db, key), sensitiveFor(actor), now);
}

/** Concurrency (issue 3): the save must carry the UpdatedAt it loaded; a stale one changes nothing. */
function assertFresh(stored: DossierRecord, save: DossierSave, required: boolean): void {
  const sent = save.UpdatedAt ?? save.gezin.UpdatedAt;
  if (!sent) {
    if (required) throw badRequest(UPDATED_AT_MISSING, { UpdatedAt: UPDATED_AT_MISSING });
    return;
  }
  if (Date.parse(sent) !== stored.dossier.updatedAt.getTime()) throw conflict(STALE_MESSAGE);
}

/**
 * POST /v1/lid/ (mode 'lid') and POST /v1/punctuelehulp/ (mode 'punctueel'). A member gets an MVM
 * number and the first membership of nextMembershipPeriod (spec 2 §4); a one-off case an E number.
 * A member save carrying the enummer of a one-off case registers that case as member (it keeps its
 * enummer; DESIGN.md).
 */
export async function createDossier(
  db: Db,
  actor: Actor,
  save: DossierSave,
  mode: HouseholdSaveMode,
): Promise<Dossier> {
  const now = new Date();
  const id = await db.transaction(async (tx) => {
    if (mode === 'lid' && save.enummer) return registerCaseAsMember(tx, actor, save, now);
    assertHouseholdRules(save, mode, now);
    const dossierId = await insertDossier(
      tx,
      save,
      { mvmnummer: mode === 'lid', enummer: mode === 'punctueel' },
      now,
    );
    if (mode === 'lid') await addFirstMembership(tx, dossierId, [], save, now);
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'dossier',
      entityId: dossierId,
      details: { mode },
    });
    return dossierId;
  });
  return toDossier((await loadDossier(db, { id }))!, sensitiveFor(actor), now);
}

async function addFirstMembership(
  tx: Db,
  dossierId: number,
  existing: DossierRecord['lidmaatschap'],
  save: DossierSave,
  now: Date,
) {
  const period = nextMembershipPeriod(existing, now);
  const inOrde = save.lidmaatschap?.[0]?.gezinsSamenstellingInOrde ?? false;
  await tx
    .insert(lidmaatschap)
    .values({ dossierId, ...period, gezinsSamenstellingInOrde: inOrde, createdAt: now, updatedAt: now });
}

async function registerCaseAsMember(tx: Db, actor: Actor, save: DossierSave, now: Date): Promise<number> {
  const stored = await requireDossier(tx, { enummer: save.enummer! }, true);
  if (stored.dossier.mvmnummer !== null)
    throw conflict(`Dit dossier is al lid (MVM${stored.dossier.mvmnummer})`);
  assertFresh(stored, save, false);
  const merged = sensitiveFor(actor) ? save : keepSensitive(save, stored);
  assertHouseholdRules(merged, 'lid', now);
  await updateDossier(tx, stored, merged, now, { mvmnummer: true });
  await addFirstMembership(tx, stored.dossier.id, stored.lidmaatschap, save, now);
  await writeAudit(tx, actor, {
    action: 'update',
    entity: 'dossier',
    entityId: stored.dossier.id,
    details: { lidIngeschreven: true },
  });
  return stored.dossier.id;
}

/** PUT /v1/lid/{id} and PUT /v1/punctuelehulp/{id}: one transaction; a stale UpdatedAt is a 409. */
export async function saveDossier(
  db: Db,
  actor: Actor,
  key: DossierKey,
  save: DossierSave,
  mode: HouseholdSaveMode,
): Promise<Dossier> {
  const now = new Date();
  const sensitive = sensitiveFor(actor);
  const id = await db.transaction(async (tx) => {
    const stored = await requireDossier(tx, key, true);
    assertFresh(stored, save, true);
    const merged = sensitive ? save : keepSensitive(save, stored);
    assertHouseholdRules(merged, mode, now);
    await updateDossier(tx, stored, merged, now);
    const after = toDossier((await loadDossier(tx, { id: stored.dossier.id }))!, true, now);
    const fields = changedFields(toDossier(stored, true, now), after);
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'dossier',
      entityId: stored.dossier.id,
      details: { fields },
    });
    return stored.dossier.id;
  });
  return toDossier((await loadDossier(db, { id }))!, sensitive, now);
}

/** DELETE: a soft delete (verwijderdOp); the dossier is hidden everywhere, its history kept. */
export async function deleteDossier(db: Db, actor: Actor, key: DossierKey): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await requireDossier(tx, key, true);
    await tx.update(dossiers).set({ verwijderdOp: new Date() }).where(eq(dossiers.id, stored.dossier.id));
    await writeAudit(tx, actor, { action: 'delete', entity: 'dossier', entityId: stored.dossier.id });
  });
}
