import { canSeeSensitive, nextMembershipPeriod, type HouseholdSaveMode } from '@mvm/domain';
import type { Dossier, DossierSave } from '@mvm/domain/leden/schemas';
import type { Actor } from '../actor';
import { audited } from '../audit/unit-of-work';
import type { Db } from '../db/client';
import { badRequest, conflict } from '../errors';
import { changedFields } from './audit-diff';
import { toDossier } from './dossier-mapper';
import { type DossierKey, type DossierRecord } from './dossier-repository';
import { requireDossier, writeDossier } from './dossier-transaction';
import { insertDossier, softDeleteDossier, updateDossier } from './dossier-write-repository';
import { insertLidmaatschap } from './lidmaatschap-repository';
import { STALE_MESSAGE, UPDATED_AT_MISSING } from './save-errors';
import { assertHouseholdRules, keepSensitive, ledenHeadFirst } from './save-values';

/** spec 2 §3: national numbers and finances only for users allowed /v1/gevoelig. */
export const sensitiveFor = (actor: Actor) => canSeeSensitive(actor.roles);

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

/** A member entry with an ID must be one of this household's members (the head is matched by place). */
function assertMembersBelong(stored: DossierRecord, save: DossierSave): void {
  for (const [i, lid] of ledenHeadFirst(save).entries()) {
    if (i === 0 || !lid.ID) continue;
    if (!stored.leden.some((s) => s.id === lid.ID && !s.gezinsHoofd))
      throw badRequest(`Gezinslid ${lid.ID} hoort niet bij dit gezin`);
  }
}

/** The checks of every save of a stored dossier, then the save itself. */
async function saveChecked(
  tx: Db,
  actor: Actor,
  stored: DossierRecord,
  save: DossierSave,
  mode: HouseholdSaveMode,
  now: Date,
  extra: { mvmnummer?: boolean } = {},
): Promise<void> {
  // Users without /v1/gevoelig never saw the sensitive fields: the stored values stay.
  const merged = sensitiveFor(actor) ? save : keepSensitive(save, stored);
  assertHouseholdRules(merged, mode, now);
  assertMembersBelong(stored, merged);
  await updateDossier(tx, stored, merged, now, extra);
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
  const id =
    mode === 'lid' && save.enummer
      ? await registerCaseAsMember(db, actor, save.enummer, save, now)
      : await audited(db, actor, async (tx) => {
          assertHouseholdRules(save, mode, now);
          const numbers = { mvmnummer: mode === 'lid', enummer: mode === 'punctueel' };
          const dossierId = await insertDossier(tx, save, numbers, now);
          if (mode === 'lid') await addFirstMembership(tx, dossierId, [], save, now);
          return {
            result: dossierId,
            audit: { action: 'create', entity: 'dossier', entityId: dossierId, details: { mode } },
          };
        });
  return toDossier(await requireDossier(db, { id }), sensitiveFor(actor), now);
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
  await insertLidmaatschap(tx, {
    dossierId,
    ...period,
    gezinsSamenstellingInOrde: inOrde,
    createdAt: now,
    updatedAt: now,
  });
}

function registerCaseAsMember(
  db: Db,
  actor: Actor,
  enummer: number,
  save: DossierSave,
  now: Date,
): Promise<number> {
  return writeDossier(db, actor, { enummer }, async (tx, stored) => {
    if (stored.dossier.mvmnummer !== null)
      throw conflict(`Dit dossier is al lid (MVM${stored.dossier.mvmnummer})`);
    assertFresh(stored, save, false);
    await saveChecked(tx, actor, stored, save, 'lid', now, { mvmnummer: true });
    await addFirstMembership(tx, stored.dossier.id, stored.lidmaatschap, save, now);
    return {
      result: stored.dossier.id,
      audit: {
        action: 'update',
        entity: 'dossier',
        entityId: stored.dossier.id,
        details: { lidIngeschreven: true },
      },
    };
  });
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
  const id = await writeDossier(db, actor, key, async (tx, stored) => {
    assertFresh(stored, save, true);
    await saveChecked(tx, actor, stored, save, mode, now);
    const after = toDossier(await requireDossier(tx, { id: stored.dossier.id }), true, now);
    const fields = changedFields(toDossier(stored, true, now), after);
    return {
      result: stored.dossier.id,
      audit: { action: 'update', entity: 'dossier', entityId: stored.dossier.id, details: { fields } },
    };
  });
  return toDossier(await requireDossier(db, { id }), sensitiveFor(actor), now);
}

/** DELETE: a soft delete (verwijderdOp); the dossier is hidden everywhere, its history kept. */
export async function deleteDossier(db: Db, actor: Actor, key: DossierKey): Promise<void> {
  await writeDossier(db, actor, key, async (tx, stored) => {
    await softDeleteDossier(tx, stored.dossier.id, new Date());
    return { result: undefined, audit: { action: 'delete', entity: 'dossier', entityId: stored.dossier.id } };
  });
}
