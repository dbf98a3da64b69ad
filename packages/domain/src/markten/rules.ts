/** spec 2 §9: market defaults. */
export const MARKT_DEFAULTS = {
  printLocatie: 'voeding',
  voorKinderen: false,
  minKindLeeftijd: 0,
  maxKindLeeftijd: 12,
} as const;

/** spec 2 §2: 'Ticket print Locatie' is voeding or onthaal. */
export const PRINT_LOCATIES = ['voeding', 'onthaal'] as const;
export type PrintLocatie = (typeof PRINT_LOCATIES)[number];

// spec 2 §5 market messages, verbatim.
export const MARKT_MESSAGES = {
  naam: 'Naam niet ingevuld!',
  beschrijving: 'Beschrijving niet ingevuld!',
  startDatum: 'Startdatum niet ingevuld!',
  eindDatum: 'Einddatum niet ingevuld!',
  eindVoorStart: 'Einddatum mag niet voor de startdatum zijn!',
  // Beyond the spec: an age range that admits no child.
  minBovenMax: 'Minimum leeftijd mag niet groter zijn dan maximum leeftijd!',
  leeftijdNegatief: 'Leeftijd moet minstens 0 zijn!',
} as const;

export type MarktRuleInput = {
  naam: string;
  beschrijving: string;
  startDatum: string | null;
  eindDatum: string | null;
  voorKinderen: boolean;
  minKindLeeftijd: number;
  maxKindLeeftijd: number;
};

/** spec 2 §5: the failed rules per field (empty = valid). Dates are 'yyyy-MM-dd', so text order is date order. */
export function validateMarkt(m: MarktRuleInput): Partial<Record<keyof MarktRuleInput, string>> {
  const errors: Partial<Record<keyof MarktRuleInput, string>> = {};
  if (!m.naam.trim()) errors.naam = MARKT_MESSAGES.naam;
  if (!m.beschrijving.trim()) errors.beschrijving = MARKT_MESSAGES.beschrijving;
  if (!m.startDatum) errors.startDatum = MARKT_MESSAGES.startDatum;
  if (!m.eindDatum) errors.eindDatum = MARKT_MESSAGES.eindDatum;
  else if (m.startDatum && m.eindDatum < m.startDatum) errors.eindDatum = MARKT_MESSAGES.eindVoorStart;
  // spec 2 §5: age minima 0 (the range also filters the children on a barcode, so it is always checked).
  if (m.minKindLeeftijd < 0) errors.minKindLeeftijd = MARKT_MESSAGES.leeftijdNegatief;
  if (m.maxKindLeeftijd < 0) errors.maxKindLeeftijd = MARKT_MESSAGES.leeftijdNegatief;
  else if (m.minKindLeeftijd > m.maxKindLeeftijd) errors.maxKindLeeftijd = MARKT_MESSAGES.minBovenMax;
  return errors;
}

/** DESIGN.md: the barcode lists the children inside the market's age range (both ends inclusive). */
export function childFitsMarket(
  leeftijd: number | null,
  markt: { minKindLeeftijd: number; maxKindLeeftijd: number },
): boolean {
  return leeftijd !== null && leeftijd >= markt.minKindLeeftijd && leeftijd <= markt.maxKindLeeftijd;
}
