import {
  householdStatus,
  latestEnd,
  memberStatus,
  membershipCardState,
  SENSITIVE_GEZIN_FIELDS,
  type SensitiveGezinField,
} from '@mvm/domain';
import type { Dossier, Gezin, Gezinslid, LidmaatschapRow } from '@mvm/domain/leden/schemas';
import type { DossierRecord, GezinRow, GezinslidRow, LidmaatschapDbRow } from './dossier-repository';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toGezinslid(row: GezinslidRow, sensitive: boolean): Gezinslid {
  return {
    ID: row.id,
    voornaam: row.voornaam,
    achternaam: row.achternaam,
    gezinsHoofd: row.gezinsHoofd,
    geboortedatum: row.geboortedatum,
    geslacht: row.geslacht,
    type: row.type,
    telefoonnummer: row.telefoonnummer,
    geboorteland: row.geboorteland,
    nationaliteit: row.nationaliteit,
    arbeidsstatus: row.arbeidsstatus,
    inschrijfdatum: iso(row.inschrijfdatum),
    ...(sensitive ? { rijksregisterNummer: row.rijksregisterNummer } : {}),
  };
}

/** spec 2 §4: the card state is derived from the dates on every read. */
export function toLidmaatschap(row: LidmaatschapDbRow, now: Date): LidmaatschapRow {
  return {
    ID: row.id,
    start: row.start.toISOString(),
    eind: row.eind.toISOString(),
    vroegtijdigBeindigd: row.vroegtijdigBeindigd,
    vroegtijdigBeindigdOp: iso(row.vroegtijdigBeindigdOp),
    redenenBeindiging: row.redenenBeindiging,
    gezinsSamenstellingInOrde: row.gezinsSamenstellingInOrde,
    state: membershipCardState(row, now),
  };
}

function toGezin(record: DossierRecord, sensitive: boolean, now: Date): Gezin {
  const { dossierId, ...g }: GezinRow = record.gezin;
  // DESIGN.md "Sensitive fields": finances, the finance remark and residence status (issue 12).
  const hidden = Object.fromEntries(SENSITIVE_GEZIN_FIELDS.map((f) => [f, g[f]]));
  // The row without its sensitive fields: Object.fromEntries cannot type that; includes() is asked about any key.
  const publicFields = Object.fromEntries(
    Object.entries(g).filter(([key]) => !(SENSITIVE_GEZIN_FIELDS as readonly string[]).includes(key)),
  ) as Omit<GezinRow, SensitiveGezinField | 'dossierId'>;
  return {
    ...publicFields,
    ...(sensitive ? hidden : {}),
    ID: dossierId,
    UpdatedAt: record.dossier.updatedAt.toISOString(),
    leden: record.leden.map((l) => toGezinslid(l, sensitive)),
    // spec 2 §4: household status (one or two parents, children up to and including 12).
    gezinsStatus: householdStatus(record.leden, now),
  };
}

/** A dossier as the API sends it, with the derived status, einddatum and card states (spec 2 §4). */
export function toDossier(record: DossierRecord, sensitive: boolean, now: Date): Dossier {
  const d = record.dossier;
  const input = {
    ondertekendFormulier: record.gezin.ondertekendFormulier,
    lidmaatschap: record.lidmaatschap,
  };
  return {
    ID: d.id,
    mvmnummer: d.mvmnummer,
    enummer: d.enummer,
    CreatedAt: d.createdAt.toISOString(),
    UpdatedAt: d.updatedAt.toISOString(),
    nietBetalen: d.nietBetalen,
    controle: d.controle,
    redenControle: d.redenControle,
    voorrang: d.voorrang,
    dag: d.dag,
    tijdelijkeOpmerkingen: d.tijdelijkeOpmerkingen,
    status: memberStatus(input, now),
    einddatum: iso(latestEnd(record.lidmaatschap)),
    postcode: record.gezin.postcode,
    gezin: toGezin(record, sensitive, now),
    lidmaatschap: record.lidmaatschap.map((m) => toLidmaatschap(m, now)),
  };
}
