import {
  canRenew,
  LIDMAATSCHAP_BEINDIGD_NIET_BEWERKBAAR,
  nextMembershipPeriod,
  validateMembershipEnding,
  VERLENGEN_NIET_TOEGESTAAN,
} from '@mvm/domain';
import type { LidmaatschapRenew, LidmaatschapRow, LidmaatschapUpdate } from '@mvm/domain/leden/schemas';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../errors';
import { toLidmaatschap } from '../dossier/dossier-mapper';
import { writeDossier } from '../dossier/dossier-transaction';
import { insertLidmaatschap, updateLidmaatschap } from '../dossier/lidmaatschap-repository';
import { rulesFailed } from '../dossier/save-errors';

export const EINDE_VOOR_START = 'Einddatum mag niet voor de startdatum zijn!';

/**
 * Verlengen (spec 2 §4): refused while a membership not ended early started within the last month;
 * the period is nextMembershipPeriod (DESIGN.md).
 */
export async function renewMembership(
  db: Db,
  actor: Actor,
  mvmnummer: number,
  body: LidmaatschapRenew,
): Promise<LidmaatschapRow> {
  const now = new Date();
  const row = await writeDossier(db, actor, { mvmnummer }, async (tx, record) => {
    if (!canRenew(record.lidmaatschap, now)) throw badRequest(VERLENGEN_NIET_TOEGESTAAN);
    const period = nextMembershipPeriod(record.lidmaatschap, now);
    const inserted = await insertLidmaatschap(tx, {
      dossierId: record.dossier.id,
      ...period,
      gezinsSamenstellingInOrde: body.gezinsSamenstellingInOrde ?? false,
      createdAt: now,
      updatedAt: now,
    });
    return {
      result: inserted,
      audit: {
        action: 'create',
        entity: 'lidmaatschap',
        entityId: inserted.id,
        details: { dossier: record.dossier.id },
      },
    };
  });
  return toLidmaatschap(row, now);
}

/**
 * Bewerken (spec 2 §2, §4, §5): dates and the switch, or ending early with a reason. A membership
 * ended early cannot be edited again; one that simply ran out can still be corrected (a wrong end
 * date typed last year must stay fixable), as the Lidmaatschap tab shows Bewerken for it.
 */
export async function updateMembership(
  db: Db,
  actor: Actor,
  mvmnummer: number,
  mid: number,
  body: LidmaatschapUpdate,
): Promise<LidmaatschapRow> {
  const now = new Date();
  const row = await writeDossier(db, actor, { mvmnummer }, async (tx, record) => {
    const stored = record.lidmaatschap.find((m) => m.id === mid);
    if (!stored) throw notFound('Lidmaatschap niet gevonden');
    if (stored.vroegtijdigBeindigd) throw badRequest(LIDMAATSCHAP_BEINDIGD_NIET_BEWERKBAAR);
    const endsEarly = body.vroegtijdigBeindigd === true;
    const messages = validateMembershipEnding({
      vroegtijdigBeindigd: endsEarly,
      redenenBeindiging: body.redenenBeindiging,
    });
    if (messages.length) throw rulesFailed(messages, 'redenenBeindiging');
    const start = body.start ?? stored.start;
    const eind = body.eind ?? stored.eind;
    if (eind < start) throw badRequest(EINDE_VOOR_START, { eind: EINDE_VOOR_START });
    const changes = {
      start,
      eind,
      gezinsSamenstellingInOrde: body.gezinsSamenstellingInOrde ?? stored.gezinsSamenstellingInOrde,
      ...(endsEarly
        ? { vroegtijdigBeindigd: true, vroegtijdigBeindigdOp: now, redenenBeindiging: body.redenenBeindiging }
        : {}),
      updatedAt: now,
    };
    const updated = await updateLidmaatschap(tx, mid, changes);
    const fields = Object.keys(changes).filter((k) => k !== 'updatedAt');
    return {
      result: updated,
      audit: { action: 'update', entity: 'lidmaatschap', entityId: mid, details: { fields } },
    };
  });
  return toLidmaatschap(row, now);
}
