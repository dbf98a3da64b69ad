import { isAllowed, type RolePermissions } from './match';

/**
 * National register numbers, household finances (with the finance remark) and residence status are
 * only shown to users whose role allows GET on this path (a permission, not a real route). Others get
 * these fields omitted, and their saves keep the stored values (DESIGN.md "Sensitive fields").
 */
export const SENSITIVE_DATA_PATH = '/v1/gevoelig';

export const canSeeSensitive = (roles: readonly RolePermissions[] | null | undefined): boolean =>
  isAllowed(roles, 'GET', SENSITIVE_DATA_PATH);

/** The household (gezin) fields that are sensitive, besides each member's rijksregisterNummer. */
export const SENSITIVE_GEZIN_FIELDS = [
  'verblijfsvergunning',
  'opmerkingFinancieel',
  'inSchuldbemiddeling',
  'maandelijksBudget',
  'maandelijksInkomen',
  'kindergeld',
  'allimentatie',
  'huur',
  'energie',
  'vasteKosten',
  'schuldAflossing',
  'maandelijksBudgetNietBekend',
  'maandelijksInkomenNietBekend',
  'kindergeldNietBekend',
  'allimentatieNietBekend',
  'huurNietBekend',
  'energieNietBekend',
  'vasteKostenNietBekend',
  'schuldAflossingNietBekend',
] as const;
export type SensitiveGezinField = (typeof SENSITIVE_GEZIN_FIELDS)[number];
