import { missingDataWarnings, povertyLine, type MissingDataInput } from '@mvm/domain';
import type { Dossier, Gezinslid } from '@mvm/domain/leden/schemas';
import { findHead, type HouseholdFormValues } from '../model/form-values';

/** The household members besides the head (edited in the Gezin tab, read here). */
export function otherMembers(dossier: Dossier | undefined): Gezinslid[] {
  if (!dossier) return [];
  const head = findHead(dossier);
  return dossier.gezin.leden.filter((l) => l !== head);
}

/** spec 2 §5, §9 poverty line of what is on screen now: the head's birth date as typed plus the other members. */
export function currentPovertyLine(
  values: HouseholdFormValues,
  others: readonly Gezinslid[],
  now = new Date(),
) {
  return povertyLine(
    { ...values.gezin, leden: [{ geboortedatum: values.head.geboortedatum }, ...others] },
    now,
  );
}

/** spec 2 §2 missing-data warnings of an existing member, from what is on screen now. */
export function currentMissingData(
  values: HouseholdFormValues,
  dossier: Dossier | undefined,
  sensitive: boolean,
): string[] {
  if (!dossier?.mvmnummer) return [];
  const g = values.gezin;
  const gezin: MissingDataInput['gezin'] = {
    ...g,
    leden: dossier.gezin.leden,
    // Absent finances mean "not visible to this user": the domain then says nothing about them.
    inSchuldbemiddeling: sensitive ? g.inSchuldbemiddeling : undefined,
    verblijfsvergunning: sensitive ? g.verblijfsvergunning : undefined,
  };
  return missingDataWarnings({ gezin });
}
