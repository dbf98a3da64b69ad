import { ageInYears, countsForSinterklaasSnacks, memberStatus } from '@mvm/domain';
import { EVENEMENT_MESSAGES, roundAgeToHalf, validateKinderen } from '@mvm/domain/evenementen/rules';
import type { Evenement, Inschrijving, InschrijvingKind } from '@mvm/domain/evenementen/schemas';
import type { evenementSaveSchema, inschrijvingSaveSchema } from '@mvm/domain/evenementen/schemas';
import type { z } from 'zod';
import type { Actor } from '../actor';
import { audited } from '../audit/unit-of-work';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../errors';
import type { DossierRecord } from '../dossier/dossier-repository';
import { requireDossier, writeDossier } from '../dossier/dossier-transaction';
import { present } from '@mvm/domain/present';
import {
  allEvenementen,
  findEvenement,
  findInschrijving,
  insertEvenement,
  toEvenement,
  upsertInschrijving,
  type EvenementRow,
  type InschrijvingRow,
} from './evenement-repository';

export const EVENEMENT_NIET_GEVONDEN = 'Evenement niet gevonden';

export const listEvenementen = async (db: Db): Promise<Evenement[]> =>
  (await allEvenementen(db)).map(toEvenement);

export async function createEvenement(
  db: Db,
  actor: Actor,
  body: z.output<typeof evenementSaveSchema>,
): Promise<Evenement> {
  if (!body.naam) throw badRequest(EVENEMENT_MESSAGES.naam, { naam: EVENEMENT_MESSAGES.naam });
  const row = await audited(db, actor, async (tx) => {
    const created = present(await insertEvenement(tx, body), 'the inserted event');
    return { result: created, audit: { action: 'create', entity: 'evenement', entityId: created.id } };
  });
  return toEvenement(row);
}

async function requireEvenement(db: Db, id: number): Promise<EvenementRow> {
  const row = await findEvenement(db, id);
  if (!row) throw notFound(EVENEMENT_NIET_GEVONDEN);
  return row;
}

/** The day ages are counted on: the event's day, or today for an event without a date. */
const ageDay = (evenement: EvenementRow, now: Date) => evenement.datum ?? now;

/** spec 2 §4: not signed up → the household's children up to the event's maximum age, all present. */
function householdChildren(record: DossierRecord, evenement: EvenementRow, now: Date): InschrijvingKind[] {
  return record.leden
    .filter((l) => !l.gezinsHoofd)
    .map((l) => ({ lid: l, age: ageInYears(l.geboortedatum, ageDay(evenement, now)) }))
    .filter(({ lid, age }) => (age === null ? lid.type === 'kind' : age <= evenement.maxKindLeeftijd))
    .map(({ lid, age }) => ({
      naam: lid.voornaam,
      geslacht: lid.geslacht,
      leeftijd: age === null ? null : roundAgeToHalf(age),
      opmerking: '',
      aanwezig: true,
    }));
}

function lidSummary(record: DossierRecord, now: Date): Inschrijving['lid'] {
  const head = record.leden.find((l) => l.gezinsHoofd) ?? record.leden[0];
  return {
    mvmnummer: present(record.dossier.mvmnummer, 'a member number'),
    naam: head ? `${head.voornaam} ${head.achternaam}`.trim() : '',
    status: memberStatus(
      { ondertekendFormulier: record.gezin.ondertekendFormulier, lidmaatschap: record.lidmaatschap },
      now,
    ),
    nietBetalen: record.dossier.nietBetalen,
    personenTot15: record.leden.filter((l) => countsForSinterklaasSnacks(ageInYears(l.geboortedatum, now)))
      .length,
  };
}

function toInschrijving(
  evenement: EvenementRow,
  record: DossierRecord,
  row: InschrijvingRow | undefined,
  now: Date,
): Inschrijving {
  return {
    evenement: toEvenement(evenement),
    lid: lidSummary(record, now),
    aanwezig: row?.aanwezig ?? false,
    opmerking: row?.opmerking ?? '',
    kinderen: row?.aanwezig ? row.kinderen : householdChildren(record, evenement, now),
    ingeschreven: row?.aanwezig ?? false,
    ingechecktOp: row?.ingechecktOp?.toISOString() ?? null,
  };
}

/** GET /v1/evenementen/{eventId}/{nr}. */
export async function getInschrijving(db: Db, eventId: number, mvmnummer: number, now = new Date()) {
  const evenement = await requireEvenement(db, eventId);
  const record = await requireDossier(db, { mvmnummer });
  return toInschrijving(evenement, record, await findInschrijving(db, eventId, record.dossier.id), now);
}

/** PUT /v1/evenementen/{eventId}/{nr}: sign up (children checked, spec 2 §5) or sign out. */
export async function saveInschrijving(
  db: Db,
  actor: Actor,
  eventId: number,
  mvmnummer: number,
  body: z.output<typeof inschrijvingSaveSchema>,
  now = new Date(),
): Promise<Inschrijving> {
  const evenement = await requireEvenement(db, eventId);
  if (body.aanwezig) {
    // spec 2 §5, and the event's maximum age for the children signed up (issue 27): the screen's rule.
    const messages = validateKinderen(body.kinderen, evenement.maxKindLeeftijd);
    if (messages.length) throw badRequest(messages.join('\n'), { kinderen: messages.join('\n') });
  }
  return writeDossier(db, actor, { mvmnummer }, async (tx, record) => {
    const row = present(
      await upsertInschrijving(
        tx,
        eventId,
        record.dossier.id,
        { aanwezig: body.aanwezig, opmerking: body.opmerking, kinderen: body.kinderen },
        now,
      ),
      'the saved sign-up',
    );
    return {
      result: toInschrijving(evenement, record, row, now),
      audit: {
        action: 'update',
        entity: 'inschrijving',
        entityId: row.id,
        details: { evenement: eventId, aanwezig: body.aanwezig },
      },
    };
  });
}

/** PUT /v1/evenementen/{eventId}/{nr}/aanwezig: the household came (or, with false, did not). */
export async function markAanwezig(
  db: Db,
  actor: Actor,
  eventId: number,
  mvmnummer: number,
  aanwezig: boolean,
  now = new Date(),
): Promise<Inschrijving> {
  const evenement = await requireEvenement(db, eventId);
  return writeDossier(db, actor, { mvmnummer }, async (tx, record) => {
    const existing = await findInschrijving(tx, eventId, record.dossier.id);
    const ingechecktOp = aanwezig ? (existing?.ingechecktOp ?? now) : null;
    const row = present(
      await upsertInschrijving(tx, eventId, record.dossier.id, { ingechecktOp }, now),
      'the checked-in sign-up',
    );
    return {
      result: toInschrijving(evenement, record, row, now),
      audit: {
        action: 'update',
        entity: 'inschrijving',
        entityId: row.id,
        details: { ingecheckt: aanwezig },
      },
    };
  });
}
