// Shared by the member and one-off areas (features may not import each other).
import type { Gezinslid } from '@mvm/domain/leden/schemas';

const RELATIE: Record<string, string> = {
  kind: 'Kind',
  kleinkind: 'Kleinkind',
  ouder: 'Ouder',
  grootouder: 'Grootouder',
  ander: 'Ander',
};

export const relatieLabel = (type: string | null | undefined): string =>
  (type && RELATIE[type.toLowerCase()]) || type || 'onbekend';

export const GEZINSLID_TYPE_OPTIONS = Object.entries(RELATIE).map(([value, label]) => ({ value, label }));

/** spec 2 §2: a child without a first name shows as 'Kind {n}' (n counts the children in the list). */
export function displayNames(leden: readonly Gezinslid[]): Map<number, string> {
  let child = 0;
  const names = new Map<number, string>();
  for (const lid of leden) {
    const isChild = lid.type === 'kind';
    if (isChild) child += 1;
    const voornaam = lid.voornaam.trim();
    names.set(lid.ID, voornaam || (isChild ? `Kind ${child}` : ''));
  }
  return names;
}

export const fullName = (lid: Pick<Gezinslid, 'voornaam' | 'achternaam'>, voornaam = lid.voornaam): string =>
  [voornaam.trim(), lid.achternaam.trim()].filter(Boolean).join(' ');
