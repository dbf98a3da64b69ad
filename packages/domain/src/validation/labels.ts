import type { AssessmentField, MoneyField } from '../household/types';

type LabelledField =
  | 'voornaam'
  | 'achternaam'
  | 'geboortedatum'
  | 'rijksregisterNummer'
  | 'nationaliteit'
  | 'geboorteland'
  | 'geslacht'
  | 'arbeidsstatus'
  | 'telefoonnummer'
  | 'type'
  | 'straat'
  | 'huisnummer'
  | 'postcode'
  | 'gemeente'
  | 'verblijfsvergunning'
  | 'doorverwijzendeInstantie'
  | 'doorverwijsBrief'
  | 'ondertekendFormulier'
  | 'inSchuldbemiddeling'
  | 'typeVoeding'
  | 'dag'
  | AssessmentField
  | MoneyField;

/** Dutch labels of the household form's fields; the web form and the messages use the same words. */
export const HOUSEHOLD_FIELD_LABELS: Readonly<Record<LabelledField, string>> = {
  voornaam: 'Voornaam',
  achternaam: 'Achternaam',
  geboortedatum: 'Geboortedatum',
  rijksregisterNummer: 'Rijksregisternummer',
  nationaliteit: 'Nationaliteit',
  geboorteland: 'Geboorteland',
  geslacht: 'Geslacht',
  arbeidsstatus: 'Arbeidsstatus',
  telefoonnummer: 'Telefoonnummer',
  type: 'Soort relatie',
  straat: 'Straat',
  huisnummer: 'Huisnummer',
  postcode: 'Postcode',
  gemeente: 'Gemeente',
  verblijfsvergunning: 'Verblijfsvergunning',
  doorverwijzendeInstantie: 'Doorverwijzende instantie',
  doorverwijsBrief: 'Doorverwijsbrief',
  kennisNederlands: 'Kennis Nederlands',
  acuteNood: 'Acute nood',
  financieleNood: 'Financiële nood',
  kernwaarden: 'Kernwaarden',
  isGemotiveerd: 'Gemotiveerd',
  oprechtheid: 'Oprechtheid',
  ondertekendFormulier: 'Ondertekend formulier',
  inSchuldbemiddeling: 'In schuldbemiddeling',
  typeVoeding: 'Type voeding',
  maandelijksBudget: 'Maandelijks budget',
  maandelijksInkomen: 'Maandelijks inkomen',
  kindergeld: 'Kindergeld',
  allimentatie: 'Alimentatie',
  huur: 'Huur',
  energie: 'Energie',
  vasteKosten: 'Vaste kosten',
  schuldAflossing: 'Schuldaflossing',
  dag: 'Dag',
};
