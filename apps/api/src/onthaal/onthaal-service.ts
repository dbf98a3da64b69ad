import {
  birthdayWithinDays,
  formatMemberNumber,
  splitAdultsChildren,
  toIsoDate,
  type ServeToday,
} from '@mvm/domain';
import type { OnthaalRow, VoedingPayloadReply, VoedingTicketRequest } from '@mvm/domain/onthaal/schemas';
import { printTypeText } from '@mvm/domain/onthaal/schemas';
import { present } from '@mvm/domain/present';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { loadDossier } from '../dossier/dossier-repository';
import { listDossiers } from '../dossier/list-repository';
import { toLedenRow } from '../dossier/list-row';
import { packagesUntil, serveTodayForMany, type ServeTodayHousehold } from '../ledger/serve-today-service';
import { recordTicket, rowFacts, ticketExtras } from './onthaal-repository';

const NOT_FOUND = 'Lid niet gevonden';

/** GET /v1/onthaal/klant: the reception's rows (spec 1 §2), with "may we serve today?" and today's tickets. */
export async function searchOnthaal(
  db: Db,
  query: { search?: string; rijksregisternummer?: string },
  now: Date,
): Promise<{ rows: OnthaalRow[]; total: number }> {
  const { rows, total } = await listDossiers(db, {
    area: 'leden',
    page: 1,
    pageSize: 10,
    order: { field: 'MVMNummer', direction: 'desc' },
    search: query.search,
    rijksregisternummer: query.rijksregisternummer,
  });
  // The food desk's own "may we serve today?" (one statement for the whole list), so both desks always agree.
  const households = rows.map((r) => ({
    dossierId: r.dossier.id,
    dag: r.dossier.dag,
    ondertekendFormulier: r.ondertekendFormulier,
    lidmaatschap: r.lidmaatschap,
  }));
  const facts = await receptionFacts(db, households, now);
  return {
    total,
    rows: rows.map((row) => ({
      ...toLedenRow(row, now),
      ...present(facts.get(row.dossier.id), `the reception facts of dossier ${row.dossier.id}`),
    })),
  };
}

/**
 * Each household's "may we serve today?" (the food desk's own answer) and its food tickets of today, in one
 * statement for the whole list. Keyed by dossier id.
 */
export async function receptionFacts(
  db: Db,
  households: readonly ServeTodayHousehold[],
  now: Date,
): Promise<Map<number, { vandaag: ServeToday; geprintVandaag: number }>> {
  const ids = households.map((h) => h.dossierId);
  const facts = await rowFacts(db, ids, packagesUntil('voeding', now), toIsoDate(now));
  const lastPackages = new Map<number, Date>();
  for (const [id, f] of facts) if (f.lastPackage) lastPackages.set(id, f.lastPackage);
  const vandaag = serveTodayForMany(households, 'voeding', lastPackages, now);
  return new Map(
    ids.map((id) => [
      id,
      {
        vandaag: present(vandaag.get(id), `may dossier ${id} be served`),
        geprintVandaag: facts.get(id)?.printedToday ?? 0,
      },
    ]),
  );
}

async function payload(db: Db, mvmnummer: number, now: Date) {
  // The household in one statement (its members and memberships as JSON), as the member page reads it.
  const record = await loadDossier(db, { mvmnummer });
  if (!record) throw notFound(NOT_FOUND);
  const { dossier } = record;
  const head = record.leden[0];
  const extras = await ticketExtras(db, dossier.id, toIsoDate(now));
  const base = {
    doelgroepnummer: formatMemberNumber(mvmnummer),
    typeVoeding: record.gezin.typeVoeding,
    specialeVoeding: extras.specialeVoeding,
    opmerking: extras.opmerking,
    voornaam: head?.voornaam ?? '',
    naam: head?.achternaam ?? '',
    needsMelkpoeder: extras.melkpoeder,
    // spec 1 §9: the birthday marker window is 7 days.
    needsVerjaardag: record.leden.some((lid) => birthdayWithinDays(lid.geboortedatum, now, 7)),
    // spec 1 §5: under 12 is a child; 12 or more, or unknown, an adult.
    ...splitAdultsChildren(record.leden, now),
  };
  return { dossier, base, printedToday: extras.printedToday, nextTicket: extras.nextTicket };
}

/** GET /v1/onthaal/voeding/{nr} (spec 1 §3): the payload with the number the next ticket would get. */
export async function voedingPayload(db: Db, mvmnummer: number, now: Date): Promise<VoedingPayloadReply> {
  const { dossier, base, printedToday, nextTicket } = await payload(db, mvmnummer, now);
  return {
    ...base,
    ticketCount: nextTicket,
    printType: dossier.voorrang ? 'Voorrang' : 'Gewoon',
    geprintVandaag: printedToday,
  };
}

/** POST /v1/onthaal/voeding/{nr}: records the ticket (shared by every desk) and answers what to print. */
export async function printVoedingTicket(
  db: Db,
  actor: Actor,
  mvmnummer: number,
  request: VoedingTicketRequest,
  now: Date,
): Promise<VoedingPayloadReply> {
  const { dossier, base, printedToday } = await payload(db, mvmnummer, now);
  const printType = printTypeText(request);
  const ticketCount = await recordTicket(db, {
    dossierId: dossier.id,
    dag: toIsoDate(now),
    printType,
    userId: actor.userId,
  });
  return { ...base, ticketCount, printType, geprintVandaag: printedToday + 1 };
}
