/** spec 2 §3: an event's maximum child age defaults to 12. */
export const DEFAULT_MAX_KIND_LEEFTIJD = 12;

// spec 2 §5, verbatim.
export const EVENEMENT_MESSAGES = {
  naam: 'Naam niet ingevuld!',
  naamKind: 'Naam kind niet ingevuld!',
  geslachtKind: 'Geslacht kind niet ingevuld!',
} as const;

/** spec 2 §2 sign-up: a child's age in steps of 0.5. */
export const roundAgeToHalf = (age: number): number => Math.floor(age * 2) / 2;

type KindRule = { naam: string; geslacht: string | null };

/** spec 2 §5 sign-up children: each message once, in the order of the spec. */
export function validateKinderen(kinderen: readonly KindRule[]): string[] {
  const messages: string[] = [];
  if (kinderen.some((k) => !k.naam.trim())) messages.push(EVENEMENT_MESSAGES.naamKind);
  if (kinderen.some((k) => !k.geslacht)) messages.push(EVENEMENT_MESSAGES.geslachtKind);
  return messages;
}

/** spec 2 §2: children show as Jongen or Meisje on screen; the wire carries Man or Vrouw. */
export const kindGeslachtLabel = (geslacht: string | null | undefined): string =>
  geslacht === 'Man' ? 'Jongen' : geslacht === 'Vrouw' ? 'Meisje' : '';

/** spec 1 §7 Sinterklaas: the material row's remark. */
export const SINTERKLAAS_OPMERKING = 'Automatische registratie Sinterklaas';
export const SINTERKLAAS_ITEM = 'Sinterklaas';
