import { ageInYears } from '../dates/birthdays';
import type { DateInput } from '../dates/brussels';

// Reports split persons served as funders ask: children under 12 (the food rule's child, spec 1 §5; a baby
// born after the day counted is one too), young people of 12 to 17, and adults (18 or more, or an unknown
// birth date, as the food rule counts them).
export const RAPPORT_CHILD_AGE = 12;
export const RAPPORT_ADULT_AGE = 18;

export type RapportAgeGroup = 'kinderenOnder12' | 'jongeren12tot17' | 'volwassenen';

/** The group of a person on a given day (a report counts ages on the last day of each month). */
export function rapportAgeGroup(birthDate: string | Date | null | undefined, on: DateInput): RapportAgeGroup {
  const age = ageInYears(birthDate, on);
  if (age === null || Number.isNaN(age) || age >= RAPPORT_ADULT_AGE) return 'volwassenen';
  return age < RAPPORT_CHILD_AGE ? 'kinderenOnder12' : 'jongeren12tot17';
}
