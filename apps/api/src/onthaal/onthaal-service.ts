import {
  birthdayWithinDays,
  formatMemberNumber,
  latestEnd,
  memberStatus,
  splitAdultsChildren,
  toIsoDate,
} from '@mvm/domain';
import type { OnthaalRow, VoedingPayloadReply, VoedingTicketRequest } from '@mvm/domain/onthaal/schemas';
import { printTypeText } from '@mvm/domain/onthaal/schemas';
import { present } from '@mvm/domain/present';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { findDossier, loadRecord } from '../households/dossier-repository';
import { listDossiers } from '../households/list-repository';
import { serveTodayForMany } from '../households/gekregen-service';
import { findKlantInfo } from '../households/klant-info-repository';
import { everHadMelkpoeder, nextTicketCount, recordTicket, ticketsOnDay } from './onthaal-repository';

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
  const ids = rows.map((r) => r.dossier.id);
  // The food desk's own "may we serve today?" (one query for the whole list), so both desks always agree.
  const households = rows.map((r) => ({
    dossierId: r.dossier.id,
    dag: r.dossier.dag,
    ondertekendFormulier: r.ondertekendFormulier,
    lidmaatschap: r.lidmaatschap,
  }));
  const [vandaag, printed] = await Promise.all([
    serveTodayForMany(db, households, 'voeding', now),
    ticketsOnDay(db, ids, toIsoDate(now)),
  ]);
  return {
    total,
    rows: rows.map(({ dossier: d, voornaam, achternaam, ondertekendFormulier, lidmaatschap }) => {
      const end = latestEnd(lidmaatschap);
      return {
        ID: d.id,
        mvmnummer: present(d.mvmnummer, `the mvmnummer of dossier ${d.id}`),
        voornaam,
        achternaam,
        CreatedAt: d.createdAt.toISOString(),
        UpdatedAt: d.updatedAt.toISOString(),
        status: memberStatus({ ondertekendFormulier, lidmaatschap }, now),
        einddatum: end ? end.toISOString() : null,
        controle: d.controle,
        redenControle: d.redenControle,
        dag: d.dag,
        nietBetalen: d.nietBetalen,
        voorrang: d.voorrang,
        vandaag: present(vandaag.get(d.id), `may dossier ${d.id} be served`),
        geprintVandaag: printed.get(d.id) ?? 0,
      };
    }),
  };
}

async function payload(db: Db, mvmnummer: number, now: Date) {
  const dossier = await findDossier(db, { mvmnummer });
  if (!dossier) throw notFound(NOT_FOUND);
  const record = await loadRecord(db, dossier);
  const head = record.leden[0];
  const [info, melkpoeder, printed] = await Promise.all([
    findKlantInfo(db, dossier.id, 'voeding'),
    everHadMelkpoeder(db, dossier.id),
    ticketsOnDay(db, [dossier.id], toIsoDate(now)),
  ]);
  const base = {
    doelgroepnummer: formatMemberNumber(mvmnummer),
    typeVoeding: record.gezin.typeVoeding,
    specialeVoeding: info.specialeVoeding,
    opmerking: info.opmerking,
    voornaam: head?.voornaam ?? '',
    naam: head?.achternaam ?? '',
    needsMelkpoeder: melkpoeder,
    // spec 1 §9: the birthday marker window is 7 days.
    needsVerjaardag: record.leden.some((lid) => birthdayWithinDays(lid.geboortedatum, now, 7)),
    // spec 1 §5: under 12 is a child; 12 or more, or unknown, an adult.
    ...splitAdultsChildren(record.leden, now),
  };
  return { dossier, base, printedToday: printed.get(dossier.id) ?? 0 };
}

/** GET /v1/onthaal/voeding/{nr} (spec 1 §3): the payload with the number the next ticket would get. */
export async function voedingPayload(db: Db, mvmnummer: number, now: Date): Promise<VoedingPayloadReply> {
  const { dossier, base, printedToday } = await payload(db, mvmnummer, now);
  return {
    ...base,
    ticketCount: await nextTicketCount(db, toIsoDate(now)),
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
