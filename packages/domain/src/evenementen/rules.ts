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

/** An age as the screens write it: '4,5'. */
export const formatLeeftijd = (age: number): string => String(age).replace('.', ',');

// Beyond the spec (issue 27), in the spec's style.
export const LEEFTIJD_HALVE_JAREN = 'Leeftijd kind gaat per halve jaren (bv. 4,5)!';
export const leeftijdBovenMaximum = (max: number) =>
  `Leeftijd kind hoger dan het maximum (${formatLeeftijd(max)} jaar)!`;

/**
 * The message for one child's age at an event whose children may be at most `maxKindLeeftijd` years old (spec 2
 * §3), or null: whole or half years (spec 2 §2, step 0,5), not above the maximum. An unknown age passes.
 */
export function leeftijdFout(leeftijd: number | null | undefined, maxKindLeeftijd: number): string | null {
  if (leeftijd === null || leeftijd === undefined) return null;
  if (!Number.isInteger(leeftijd * 2)) return LEEFTIJD_HALVE_JAREN;
  return leeftijd > maxKindLeeftijd ? leeftijdBovenMaximum(maxKindLeeftijd) : null;
}

/** The maximum that holds for this child: the event's when it is signed up (ticked), none when it is not. */
export const kindMaximum = (kind: { aanwezig?: boolean }, maxKindLeeftijd: number): number =>
  kind.aanwezig === false ? Infinity : maxKindLeeftijd;

type KindRule = {
  naam: string;
  geslacht: string | null;
  leeftijd?: number | null;
  /** Ticked 'Ingeschreven'; a child not signed up is not held to the event's maximum age. */
  aanwezig?: boolean;
};

/**
 * spec 2 §5 sign-up children: each message once, in the order of the spec, then the ages of the children
 * signed up (issue 27) when the event's maximum age is given. The screen and the server run the same rule.
 */
export function validateKinderen(kinderen: readonly KindRule[], maxKindLeeftijd?: number): string[] {
  const messages: string[] = [];
  if (kinderen.some((k) => !k.naam.trim())) messages.push(EVENEMENT_MESSAGES.naamKind);
  if (kinderen.some((k) => !k.geslacht)) messages.push(EVENEMENT_MESSAGES.geslachtKind);
  if (maxKindLeeftijd !== undefined) {
    const ages = kinderen.map((k) => leeftijdFout(k.leeftijd, kindMaximum(k, maxKindLeeftijd)));
    for (const message of new Set(ages)) if (message) messages.push(message);
  }
  return messages;
}

/** spec 2 §2: children show as Jongen or Meisje on screen; the wire carries Man or Vrouw. */
export const kindGeslachtLabel = (geslacht: string | null | undefined): string =>
  geslacht === 'Man' ? 'Jongen' : geslacht === 'Vrouw' ? 'Meisje' : '';

/** spec 1 §7 Sinterklaas: the material row's remark. */
export const SINTERKLAAS_OPMERKING = 'Automatische registratie Sinterklaas';
export const SINTERKLAAS_ITEM = 'Sinterklaas';
