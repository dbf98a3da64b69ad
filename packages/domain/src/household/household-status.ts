import { isChildForHouseholdStatus } from '../age/age-splits';
import { ageInYears, type BirthDateInput } from '../dates/birthdays';
import type { DateInput } from '../dates/brussels';
import { DEFAULT_GEZINSLID_TYPE } from '../reference/enums';

export type HouseholdType = 'Eenoudergezin' | 'Tweeoudergezin';
export type HouseholdStatus = { type: HouseholdType; kinderen: number };

/**
 * spec 2 §4: after a save the household status is computed: one-parent or two-parent family, and
 * the children aged 0 to 12 inclusive. Decisions: a parent is a member of type 'ouder' (a missing
 * type is the default 'ouder', spec 2 §9); two or more parents make a Tweeoudergezin, one or none
 * an Eenoudergezin. Children are counted by age whatever their type (a grandchild counts), and an
 * unknown age does not count.
 */
export function householdStatus(
  leden: readonly { type?: string | null; geboortedatum?: BirthDateInput }[],
  now: DateInput,
): HouseholdStatus {
  const parents = leden.filter(
    (l) => (l.type?.trim().toLowerCase() || DEFAULT_GEZINSLID_TYPE) === 'ouder',
  ).length;
  const kinderen = leden.filter((l) => isChildForHouseholdStatus(ageInYears(l.geboortedatum, now))).length;
  return { type: parents >= 2 ? 'Tweeoudergezin' : 'Eenoudergezin', kinderen };
}
