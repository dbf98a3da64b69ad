import { isValidRrn, RIJKSREGISTERNUMMER_ONGELDIG, validateGezinslid } from '@mvm/domain';
import type { Gezinslid, GezinslidSave } from '@mvm/domain/leden/schemas';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../errors';
import { changedFields } from './audit-diff';
import { toGezinslid } from './dossier-mapper';
import type { DossierKey, DossierRecord, GezinslidRow } from './dossier-repository';
import { sensitiveFor } from './dossier-service';
import { writeDossier } from './dossier-transaction';
import { deleteGezinslidRow, insertGezinslid, updateGezinslidRow } from './gezinslid-repository';
import { rulesFailed } from './save-errors';
import { lidValues } from './save-values';

// spec 2 §6: the head of family cannot be edited or deleted in the family tab.
export const HOOFD_NIET_BEWERKBAAR = 'Het gezinshoofd kan je bewerken in het tabblad Informatie';
export const HOOFD_NIET_VERWIJDERBAAR = 'Het gezinshoofd kan niet verwijderd worden';
export const GEZINSLID_NIET_GEVONDEN = 'Gezinslid niet gevonden';

/** Where a family member is written: the dossier, and whether the member area's strict rules apply. */
export type GezinslidTarget = { key: DossierKey; strict: boolean };

/** spec 2 §5 family-member rules; `strict` in the member area. */
function assertRules(body: GezinslidSave, strict: boolean, now: Date): void {
  const messages = validateGezinslid(body, strict, now);
  if (body.rijksregisterNummer && !isValidRrn(body.rijksregisterNummer))
    messages.push(RIJKSREGISTERNUMMER_ONGELDIG);
  if (messages.length) throw rulesFailed(messages);
}

function memberOf(record: DossierRecord, gid: number): GezinslidRow {
  const row = record.leden.find((l) => l.id === gid);
  if (!row) throw notFound(GEZINSLID_NIET_GEVONDEN);
  return row;
}

export async function addGezinslid(
  db: Db,
  actor: Actor,
  { key, strict }: GezinslidTarget,
  body: GezinslidSave,
): Promise<Gezinslid> {
  const now = new Date();
  assertRules(body, strict, now);
  const row = await writeDossier(db, actor, key, async (tx, record) => {
    const dossierId = record.dossier.id;
    const inserted = await insertGezinslid(tx, { dossierId, ...lidValues(body, false, now), createdAt: now });
    return {
      result: inserted,
      audit: {
        action: 'create',
        entity: 'gezinslid',
        entityId: inserted.id,
        details: { dossier: dossierId },
      },
    };
  });
  return toGezinslid(row, sensitiveFor(actor));
}

export async function updateGezinslid(
  db: Db,
  actor: Actor,
  { key, strict }: GezinslidTarget,
  gid: number,
  body: GezinslidSave,
): Promise<Gezinslid> {
  const now = new Date();
  const sensitive = sensitiveFor(actor);
  const row = await writeDossier(db, actor, key, async (tx, record) => {
    const stored = memberOf(record, gid);
    if (stored.gezinsHoofd) throw badRequest(HOOFD_NIET_BEWERKBAAR);
    // Users without /v1/gevoelig never saw the national number: keep it.
    const merged = sensitive ? body : { ...body, rijksregisterNummer: stored.rijksregisterNummer };
    assertRules(merged, strict, now);
    const updated = await updateGezinslidRow(tx, stored, {
      ...lidValues(merged, false, now),
      inschrijfdatum: merged.inschrijfdatum ?? stored.inschrijfdatum,
    });
    const fields = changedFields(toGezinslid(stored, true), toGezinslid(updated, true));
    return {
      result: updated,
      audit: { action: 'update', entity: 'gezinslid', entityId: gid, details: { fields } },
    };
  });
  return toGezinslid(row, sensitive);
}

export async function deleteGezinslid(db: Db, actor: Actor, key: DossierKey, gid: number): Promise<void> {
  await writeDossier(db, actor, key, async (tx, record) => {
    const stored = memberOf(record, gid);
    if (stored.gezinsHoofd) throw badRequest(HOOFD_NIET_VERWIJDERBAAR);
    await deleteGezinslidRow(tx, gid);
    return {
      result: undefined,
      audit: { action: 'delete', entity: 'gezinslid', entityId: gid, details: { dossier: stored.dossierId } },
    };
  });
}
