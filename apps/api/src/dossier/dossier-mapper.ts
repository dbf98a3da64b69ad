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

const sensitiveFields: ReadonlySet<string> = new Set(SENSITIVE_GEZIN_FIELDS);

/** The household's own fields as the API sends them: the sensitive ones only with the right. */
type GezinFields = Omit<GezinRow, SensitiveGezinField | 'dossierId'> &
  Partial<Pick<GezinRow, SensitiveGezinField>>;

/**
 * The household row without its dossier key and, for a user without the right, without its sensitive fields
 * (DESIGN.md "Sensitive fields": finances, the finance remark and residence status, issue 12). One pass over the
 * row's ~60 fields: this runs on every dossier read.
 */
function gezinFields(row: GezinRow, sensitive: boolean): GezinFields {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'dossierId' || (!sensitive && sensitiveFields.has(key))) continue;
    fields[key] = value;
  }
  // The loop keeps exactly the keys of that type: Object.entries cannot say so to the compiler.
  return fields as GezinFields;
}

function toGezin(record: DossierRecord, sensitive: boolean, now: Date): Gezin {
  return {
    ...gezinFields(record.gezin, sensitive),
    ID: record.gezin.dossierId,
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
