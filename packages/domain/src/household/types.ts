// Plain shapes of a household as the form and the API exchange it (spec 2 §3). Optional and
// nullable everywhere: the rules below decide what is missing.

export type GezinslidInput = {
  ID?: number;
  voornaam?: string | null;
  achternaam?: string | null;
  gezinsHoofd?: boolean | null;
  geboortedatum?: Date | string | null;
  geslacht?: string | null;
  type?: string | null;
  telefoonnummer?: string | null;
  geboorteland?: string | null;
  /** spec 2 §3: a list, sent as JSON text. */
  nationaliteit?: readonly string[] | string | null;
  arbeidsstatus?: string | null;
  rijksregisterNummer?: string | null;
};

// spec 2 §3: money fields, each with a matching NietBekend flag (default true).
export const MONEY_FIELDS = [
  'maandelijksBudget',
  'maandelijksInkomen',
  'kindergeld',
  'allimentatie',
  'huur',
  'energie',
  'vasteKosten',
  'schuldAflossing',
] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];
export type MoneyValue = number | string | null | undefined;

// spec 2 §3: assessment scores, integers, 0 = not assessed.
export const ASSESSMENT_FIELDS = [
  'kennisNederlands',
  'acuteNood',
  'financieleNood',
  'kernwaarden',
  'isGemotiveerd',
  'oprechtheid',
] as const;
export type AssessmentField = (typeof ASSESSMENT_FIELDS)[number];

export type GezinInput = {
  leden: readonly GezinslidInput[];
  straat?: string | null;
  huisnummer?: string | null;
  postcode?: string | number | null;
  gemeente?: string | null;
  verblijfsvergunning?: string | null;
  doorverwijzendeInstantie?: string | null;
  doorverwijsBrief?: boolean | null;
  opmerking?: string | null;
  inSchuldbemiddeling?: boolean | null;
  ondertekendFormulier?: boolean | null;
  typeVoeding?: string | null;
} & Partial<Record<AssessmentField, number | null>> &
  Partial<Record<MoneyField, MoneyValue>> &
  Partial<Record<`${MoneyField}NietBekend`, boolean | null>>;

/** The household form's save payload: dossier fields plus gezin (spec 2 §7). */
export type HouseholdSavePayload = { dag?: string | null; gezin: GezinInput };

/** spec 2 §5: the head of the household is the member with gezinsHoofd; the first member otherwise. */
export function householdHead(gezin: Pick<GezinInput, 'leden'>): GezinslidInput | undefined {
  return gezin.leden.find((l) => l.gezinsHoofd) ?? gezin.leden[0];
}
