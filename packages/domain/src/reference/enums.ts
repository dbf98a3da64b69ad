// spec 2 §3 enumerations, spelled exactly as the spec does.
export const VERBLIJFSVERGUNNING = ['Ja', 'Tijdelijk >1 jaar', 'Tijdelijk minder dan 1 jaar', 'Nee'] as const;
export type Verblijfsvergunning = (typeof VERBLIJFSVERGUNNING)[number];

export const DOORVERWIJZENDE_INSTANTIE = [
  'OCMW',
  'Kind en Gezin',
  'Schuldbemiddelaar (advocaat)',
  'CAW',
  'Zorg',
  'Politie',
  'Geen verwijzer',
  'Overige sociale dienst',
] as const;
export type DoorverwijzendeInstantie = (typeof DOORVERWIJZENDE_INSTANTIE)[number];

export const ARBEIDSSTATUS = [
  'Werkend',
  'Werkloos',
  'Gepensioneerd',
  'Huisvrouw',
  'Ziekte',
  'Invalide',
] as const;
export type Arbeidsstatus = (typeof ARBEIDSSTATUS)[number];

export const TYPE_VOEDING = [
  'Gewoon',
  'Vegetarisch',
  'Dieet',
  'Geen Vlees',
  'Enkel Gevoogelte',
  'Geen Varkensvlees',
] as const;
export type TypeVoeding = (typeof TYPE_VOEDING)[number];
// spec 2 §9: typeVoeding defaults to gewoon.
export const DEFAULT_TYPE_VOEDING: TypeVoeding = 'Gewoon';

export const GEZINSLID_TYPE = ['kind', 'kleinkind', 'ouder', 'grootouder', 'ander'] as const;
export type GezinslidType = (typeof GEZINSLID_TYPE)[number];
// spec 2 §9: member type defaults to ouder.
export const DEFAULT_GEZINSLID_TYPE: GezinslidType = 'ouder';

export const DAG = ['Dinsdag', 'Donderdag', 'Wisselend'] as const;
export type Dag = (typeof DAG)[number];

export const GESLACHT = ['Man', 'Vrouw'] as const;
export type Geslacht = (typeof GESLACHT)[number];

/**
 * DESIGN.md: gender is Man or Vrouw, accepted in any case; the screens may show a child as
 * Jongen or Meisje, and an eID says M or F (spec 2 §2: F becomes Vrouw).
 */
export function normalizeGeslacht(text: string | null | undefined): Geslacht | null {
  const t = text?.trim().toLowerCase();
  if (t === 'man' || t === 'jongen' || t === 'm') return 'Man';
  if (t === 'vrouw' || t === 'meisje' || t === 'f' || t === 'v') return 'Vrouw';
  return null;
}
