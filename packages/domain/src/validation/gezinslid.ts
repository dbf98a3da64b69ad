import { isUnknownBirthDate } from '../dates/birthdays';
import { startOfDayBrussels, toDate, type DateInput } from '../dates/brussels';
import type { GezinslidInput } from '../household/types';
import { HOUSEHOLD_FIELD_LABELS as L } from './labels';
import { GEBOORTEDATUM_IN_TOEKOMST, GEBOORTEDATUM_ONGELDIG, notFilledMessage } from './messages';

// A form value of any type: String() of a number or boolean is never blank, of an empty array it is.
// eslint-disable-next-line @typescript-eslint/no-base-to-string -- String() is the check itself, for every value type.
const blank = (v: unknown): boolean => v === null || v === undefined || String(v).trim() === '';

// spec 2 §3: year 1 means unknown; unreadable text is reported separately below.
// The field's type adds null and undefined to DateInput; toDate only tells whether the value reads as a date.
const isYearOne = (v: GezinslidInput['geboortedatum']): boolean =>
  !Number.isNaN(toDate(v as DateInput).getTime()) && isUnknownBirthDate(v);

/**
 * spec 2 §2, §5 family-member modal (voornaam, achternaam, geboortedatum, type, geslacht): every
 * field is required only in strict mode (the member area); the birth date is never in the future.
 */
export function validateGezinslid(
  lid: GezinslidInput,
  strict: boolean,
  now: DateInput = new Date(),
): string[] {
  const messages: string[] = [];
  if (strict) {
    const checks: [string, boolean][] = [
      [L.voornaam, blank(lid.voornaam)],
      [L.achternaam, blank(lid.achternaam)],
      [L.geboortedatum, blank(lid.geboortedatum) || isYearOne(lid.geboortedatum)],
      [L.type, blank(lid.type)],
      [L.geslacht, blank(lid.geslacht)],
    ];
    messages.push(...checks.filter(([, missing]) => missing).map(([label]) => notFilledMessage(label)));
  }
  if (!blank(lid.geboortedatum)) {
    // Not blank, so not null or undefined.
    const birth = toDate(lid.geboortedatum as DateInput);
    if (Number.isNaN(birth.getTime())) messages.push(GEBOORTEDATUM_ONGELDIG);
    else if (startOfDayBrussels(birth) > startOfDayBrussels(now)) messages.push(GEBOORTEDATUM_IN_TOEKOMST);
  }
  return [...new Set(messages)];
}
