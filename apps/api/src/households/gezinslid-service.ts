import { isValidRrn, RIJKSREGISTERNUMMER_ONGELDIG, validateGezinslid } from '@mvm/domain';
import type { Gezinslid, GezinslidSave } from '@mvm/domain/leden/schemas';
import { and, eq } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log';
import type { Db } from '../db/client';
import { gezinslid } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { changedFields } from './audit-diff';
import { toGezinslid } from './dossier-mapper';
import { requireDossier, sensitiveFor, type Actor } from './dossier-service';
import type { DossierKey, DossierRecord, GezinslidRow } from './dossier-repository';
import { rulesFailed } from './save-errors';
import { lidValues } from './save-values';

// spec 2 §6: the head of family cannot be edited or deleted in the family tab.
export const HOOFD_NIET_BEWERKBAAR = 'Het gezinshoofd kan je bewerken in het tabblad Informatie';
export const HOOFD_NIET_VERWIJDERBAAR = 'Het gezinshoofd kan niet verwijderd worden';
export const GEZINSLID_NIET_GEVONDEN = 'Gezinslid niet gevonden';

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
  key: DossierKey,
  body: GezinslidSave,
  strict: boolean,
): Promise<Gezinslid> {
  const now = new Date();
  assertRules(body, strict, now);
  const row = await db.transaction(async (tx) => {
    const record = await requireDossier(tx, key, true);
    const [inserted] = await tx
      .insert(gezinslid)
      .values({ dossierId: record.dossier.id, ...lidValues(body, false, now), createdAt: now })
      .returning();
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'gezinslid',
      entityId: inserted!.id,
      details: { dossier: record.dossier.id },
    });
    return inserted!;
  });
  return toGezinslid(row, sensitiveFor(actor));
}

export async function updateGezinslid(
  db: Db,
  actor: Actor,
  key: DossierKey,
  gid: number,
  body: GezinslidSave,
  strict: boolean,
): Promise<Gezinslid> {
  const now = new Date();
  const sensitive = sensitiveFor(actor);
  const row = await db.transaction(async (tx) => {
    const stored = memberOf(await requireDossier(tx, key, true), gid);
    if (stored.gezinsHoofd) throw badRequest(HOOFD_NIET_BEWERKBAAR);
    // Users without /v1/gevoelig never saw the national number: keep it.
    const merged = sensitive ? body : { ...body, rijksregisterNummer: stored.rijksregisterNummer };
    assertRules(merged, strict, now);
    const values = {
      ...lidValues(merged, false, now),
      inschrijfdatum: merged.inschrijfdatum ?? stored.inschrijfdatum,
    };
    const [updated] = await tx
      .update(gezinslid)
      .set(values)
      .where(and(eq(gezinslid.id, gid), eq(gezinslid.dossierId, stored.dossierId)))
      .returning();
    const fields = changedFields(toGezinslid(stored, true), toGezinslid(updated!, true));
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'gezinslid',
      entityId: gid,
      details: { fields },
    });
    return updated!;
  });
  return toGezinslid(row, sensitive);
}

export async function deleteGezinslid(db: Db, actor: Actor, key: DossierKey, gid: number): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = memberOf(await requireDossier(tx, key, true), gid);
    if (stored.gezinsHoofd) throw badRequest(HOOFD_NIET_VERWIJDERBAAR);
    await tx.delete(gezinslid).where(eq(gezinslid.id, gid));
    await writeAudit(tx, actor, {
      action: 'delete',
      entity: 'gezinslid',
      entityId: gid,
      details: { dossier: stored.dossierId },
    });
  });
}
