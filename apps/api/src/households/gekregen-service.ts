import { lastIsoWeeks, validateReceivedRow, type Afdeling } from '@mvm/domain';
import type { Gekregen, GekregenSave, VoedingWeek } from '@mvm/domain/leden/schemas';
import { and, eq } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log';
import type { Db } from '../db/client';
import { gekregen } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { objectForRow } from './catalogue-repository';
import { notFoundFor, requireDossier, type Actor } from './dossier-service';
import { findDossier, type DossierKey, type DossierRecord } from './dossier-repository';
import { getGekregen, pageGekregen, voedingDates } from './gekregen-repository';
import { rulesFailed } from './save-errors';

const NIET_GEVONDEN = 'Gekregen rij niet gevonden';

/** spec 2 §2 Hulp tab: every area's rows of the dossier, newest first. */
export async function listGekregen(
  db: Db,
  key: DossierKey,
  page: number,
  pageSize: number,
  afdeling?: Afdeling,
) {
  // The dossier row alone: its household and members are not needed to list its rows.
  const dossier = await findDossier(db, key);
  if (!dossier) throw notFoundFor(key);
  const where = and(
    eq(gekregen.dossierId, dossier.id),
    afdeling ? eq(gekregen.afdeling, afdeling) : undefined,
  )!;
  return pageGekregen(db, where, page, pageSize);
}

/** spec 2 §2 'Voeding' chart: rows whose item is in the voeding area, per ISO week (Brussels), 52 weeks. */
export async function voedingSummary(db: Db, key: DossierKey, now = new Date()): Promise<VoedingWeek[]> {
  const { dossier } = await requireDossier(db, key);
  const weeks = lastIsoWeeks(now);
  const dates = await voedingDates(db, dossier.id, weeks[0]!.start);
  return weeks.map((w) => ({
    week: w.week,
    weekStart: w.weekStart,
    aantal: dates.filter((d) => d >= w.start && d <= w.end).length,
  }));
}

/** spec 2 §5 received-row rules, plus: the size belongs to the item, the member to this household. */
async function rowValues(db: Db, record: DossierRecord, body: GekregenSave) {
  const item = body.objectID ? await objectForRow(db, body.objectID) : undefined;
  const row = { ...body, aantal: body.aantal ?? 1 };
  const messages = validateReceivedRow(row, item ? item.categorie : null);
  if (messages.length) throw rulesFailed(messages);
  if (body.maatID && !item!.maatIds.includes(body.maatID))
    throw badRequest('Deze maat hoort niet bij dit item');
  const lid = body.gezinsLid ? record.leden.find((l) => l.id === body.gezinsLid) : undefined;
  if (body.gezinsLid && !lid) throw badRequest('Dit gezinslid hoort niet bij dit gezin');
  return {
    objectId: item!.object.id,
    maatId: body.maatID ?? null,
    gezinslidId: lid?.id ?? null,
    ontvanger: body.ontvanger || (lid ? `${lid.voornaam} ${lid.achternaam}`.trim() : ''),
    datum: body.datum!,
    aantal: row.aantal,
    opmerking: body.opmerking,
  };
}

/** One-off goods rows (spec 2 §2): saved with afdeling 'punctueel'. */
export async function saveGekregen(
  db: Db,
  actor: Actor,
  key: DossierKey,
  rowId: number | null,
  body: GekregenSave,
  afdeling: Afdeling,
): Promise<Gekregen> {
  const now = new Date();
  const id = await db.transaction(async (tx) => {
    const record = await requireDossier(tx, key, true);
    const values = await rowValues(tx, record, body);
    if (rowId === null) {
      const [row] = await tx
        .insert(gekregen)
        .values({ ...values, afdeling, dossierId: record.dossier.id, createdAt: now, updatedAt: now })
        .returning({ id: gekregen.id });
      await writeAudit(tx, actor, {
        action: 'create',
        entity: 'gekregen',
        entityId: row!.id,
        details: { afdeling },
      });
      return row!.id;
    }
    const [row] = await tx
      .update(gekregen)
      .set({ ...values, updatedAt: now })
      .where(
        and(
          eq(gekregen.id, rowId),
          eq(gekregen.dossierId, record.dossier.id),
          eq(gekregen.afdeling, afdeling),
        ),
      )
      .returning({ id: gekregen.id });
    if (!row) throw notFound(NIET_GEVONDEN);
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'gekregen',
      entityId: rowId,
      details: { fields: Object.keys(values) },
    });
    return row.id;
  });
  return getGekregen(db, id);
}

export async function deleteGekregen(
  db: Db,
  actor: Actor,
  key: DossierKey,
  rowId: number,
  afdeling: Afdeling,
) {
  await db.transaction(async (tx) => {
    const { dossier } = await requireDossier(tx, key, true);
    const deleted = await tx
      .delete(gekregen)
      .where(and(eq(gekregen.id, rowId), eq(gekregen.dossierId, dossier.id), eq(gekregen.afdeling, afdeling)))
      .returning({ id: gekregen.id });
    if (!deleted.length) throw notFound(NIET_GEVONDEN);
    await writeAudit(tx, actor, {
      action: 'delete',
      entity: 'gekregen',
      entityId: rowId,
      details: { afdeling },
    });
  });
}
