import { ageInYears, type BirthDateInput } from '../dates/birthdays';
import type { DateInput } from '../dates/brussels';

/** An age in whole years, or null when the birth date is unknown. */
export type Age = number | null;

// spec 1 §5, spec 2 §7: under 12 is a child for food and reception; 12 or more, or unknown, is an adult.
export const FOOD_CHILD_AGE_LIMIT = 12;
// spec 1 §5: the Sinterklaas snack count counts members aged 0 to 15.
export const SINTERKLAAS_SNACK_MAX_AGE = 15;
// spec 2 §4, §9: household status counts children up to and including 12.
export const HOUSEHOLD_STATUS_CHILD_MAX_AGE = 12;

export const isChildForFood = (age: Age): boolean => age !== null && age >= 0 && age < FOOD_CHILD_AGE_LIMIT;
export const isAdultForFood = (age: Age): boolean => !isChildForFood(age);
export const countsForSinterklaasSnacks = (age: Age): boolean =>
  age !== null && age >= 0 && age <= SINTERKLAAS_SNACK_MAX_AGE;
export const isChildForHouseholdStatus = (age: Age): boolean =>
  age !== null && age >= 0 && age <= HOUSEHOLD_STATUS_CHILD_MAX_AGE;

export type WithBirthDate = { geboortedatum?: BirthDateInput };

/** spec 1 §3 reception print payload: volwassenen and kinderen, split by the food rule. */
export function splitAdultsChildren(
  members: readonly WithBirthDate[],
  now: DateInput,
): { volwassenen: number; kinderen: number } {
  const kinderen = members.filter((m) => isChildForFood(ageInYears(m.geboortedatum, now))).length;
  return { volwassenen: members.length - kinderen, kinderen };
}
