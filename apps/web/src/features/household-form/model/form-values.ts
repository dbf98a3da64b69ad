import {
  ASSESSMENT_FIELDS,
  DEFAULT_GEZINSLID_TYPE,
  DEFAULT_TYPE_VOEDING,
  MONEY_FIELDS,
  normalizeRrn,
  type AssessmentField,
  type MoneyField,
} from '@mvm/domain';
import type { Dossier, Gezinslid } from '@mvm/domain/leden/schemas';

export type HouseholdContext = 'lid' | 'punctueel';
/** How a save goes: as one-off help or as member (spec 2 §2). */
export type SaveMode = 'punctueel' | 'lid';

type MoneyValues = Record<MoneyField, number | string> & Record<`${MoneyField}NietBekend`, boolean>;
type ScoreValues = Record<AssessmentField, number>;

/** The head of the household as the Parent section edits it. */
export type HeadValues = {
  ID?: number;
  voornaam: string;
  achternaam: string;
  geslacht: string | null;
  /** 'yyyy-MM-dd' or null */
  geboortedatum: string | null;
  /** digits only; the input shows it formatted */
  rijksregisterNummer: string;
  nationaliteit: string[];
  geboorteland: string | null;
  arbeidsstatus: string | null;
  telefoonnummer: string;
  type: string;
  inschrijfdatum: string | null;
};

export type GezinValues = {
  postcode: string;
  gemeente: string | null;
  straat: string;
  huisnummer: string;
  verblijfsvergunning: string | null;
  doorverwijzendeInstantie: string | null;
  doorverwijsBrief: boolean;
  opmerkingSituatie: string;
  opmerkingFinancieel: string;
  opmerking: string;
  inSchuldbemiddeling: boolean;
  typeVoeding: string;
  ondertekendFormulier: boolean;
} & MoneyValues &
  ScoreValues;

export type HouseholdFormValues = {
  nietBetalen: boolean;
  controle: boolean;
  redenControle: string;
  voorrang: boolean;
  dag: string | null;
  tijdelijkeOpmerkingen: string;
  head: HeadValues;
  gezin: GezinValues;
};

const emptyHead = (): HeadValues => ({
  voornaam: '',
  achternaam: '',
  geslacht: null,
  geboortedatum: null,
  rijksregisterNummer: '',
  nationaliteit: [],
  geboorteland: null,
  arbeidsstatus: null,
  telefoonnummer: '',
  type: DEFAULT_GEZINSLID_TYPE,
  inschrijfdatum: null,
});

// Object.fromEntries over MONEY_FIELDS / ASSESSMENT_FIELDS yields every key of MoneyValues / ScoreValues;
// its type cannot say so, hence the casts here and in toFormValues.
const emptyMoney = (): MoneyValues =>
  Object.fromEntries(
    // spec 2 §3: every amount has a NietBekend flag that defaults to true.
    MONEY_FIELDS.flatMap((f) => [
      [f, ''],
      [`${f}NietBekend`, true],
    ]),
  ) as MoneyValues;

const emptyScores = (): ScoreValues =>
  Object.fromEntries(ASSESSMENT_FIELDS.map((f) => [f, 0])) as ScoreValues;

export function emptyFormValues(): HouseholdFormValues {
  return {
    nietBetalen: false,
    controle: false,
    redenControle: '',
    voorrang: false,
    dag: null,
    tijdelijkeOpmerkingen: '',
    head: emptyHead(),
    gezin: {
      postcode: '',
      gemeente: null,
      straat: '',
      huisnummer: '',
      verblijfsvergunning: null,
      doorverwijzendeInstantie: null,
      doorverwijsBrief: false,
      opmerkingSituatie: '',
      opmerkingFinancieel: '',
      opmerking: '',
      inSchuldbemiddeling: false,
      // spec 2 §9: typeVoeding defaults to gewoon.
      typeVoeding: DEFAULT_TYPE_VOEDING,
      ondertekendFormulier: false,
      ...emptyMoney(),
      ...emptyScores(),
    },
  };
}

/** spec 2 §5: the head is the member with gezinsHoofd, else the first. */
export function findHead(dossier: Dossier): Gezinslid | undefined {
  return dossier.gezin.leden.find((l) => l.gezinsHoofd) ?? dossier.gezin.leden[0];
}

function headValues(lid: Gezinslid | undefined): HeadValues {
  if (!lid) return emptyHead();
  return {
    ID: lid.ID,
    voornaam: lid.voornaam,
    achternaam: lid.achternaam,
    geslacht: lid.geslacht,
    geboortedatum: lid.geboortedatum?.slice(0, 10) ?? null,
    rijksregisterNummer: normalizeRrn(lid.rijksregisterNummer),
    nationaliteit: lid.nationaliteit,
    geboorteland: lid.geboorteland || null,
    arbeidsstatus: lid.arbeidsstatus,
    telefoonnummer: lid.telefoonnummer,
    type: lid.type,
    inschrijfdatum: lid.inschrijfdatum,
  };
}

/** A loaded dossier as form values. Money the user may not see stays at its defaults (and is not sent). */
export function toFormValues(dossier: Dossier): HouseholdFormValues {
  const g = dossier.gezin;
  const empty = emptyFormValues();
  const money = Object.fromEntries(
    MONEY_FIELDS.flatMap((f) => [
      [f, g[f] ?? ''],
      [`${f}NietBekend`, g[`${f}NietBekend`] ?? true],
    ]),
  ) as MoneyValues;
  return {
    nietBetalen: dossier.nietBetalen,
    controle: dossier.controle,
    redenControle: dossier.redenControle,
    voorrang: dossier.voorrang,
    dag: dossier.dag,
    tijdelijkeOpmerkingen: dossier.tijdelijkeOpmerkingen,
    head: headValues(findHead(dossier)),
    gezin: {
      ...empty.gezin,
      postcode: g.postcode,
      gemeente: g.gemeente || null,
      straat: g.straat,
      huisnummer: g.huisnummer,
      // Absent for users without the sensitive right (issue 12): the field is hidden and not sent.
      verblijfsvergunning: g.verblijfsvergunning ?? null,
      doorverwijzendeInstantie: g.doorverwijzendeInstantie,
      doorverwijsBrief: g.doorverwijsBrief,
      opmerkingSituatie: g.opmerkingSituatie,
      opmerkingFinancieel: g.opmerkingFinancieel ?? '',
      opmerking: g.opmerking,
      inSchuldbemiddeling: g.inSchuldbemiddeling ?? false,
      typeVoeding: g.typeVoeding,
      ondertekendFormulier: g.ondertekendFormulier,
      ...money,
      ...(Object.fromEntries(ASSESSMENT_FIELDS.map((f) => [f, g[f]])) as ScoreValues),
    },
  };
}
