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

/** The modal's fields a rule can fail on. */
export type GezinslidField = 'voornaam' | 'achternaam' | 'geboortedatum' | 'type' | 'geslacht';
/** A failed rule: the Dutch message and the field it belongs to, so a form shows it under that field. */
export type GezinslidIssue = { field: GezinslidField; message: string };

/**
 * spec 2 §2, §5 family-member modal (voornaam, achternaam, geboortedatum, type, geslacht): every
 * field is required only in strict mode (the member area); the birth date is never in the future.
 */
export function gezinslidIssues(
  lid: GezinslidInput,
  strict: boolean,
  now: DateInput = new Date(),
): GezinslidIssue[] {
  const issues: GezinslidIssue[] = [];
  if (strict) {
    const missing: Record<GezinslidField, boolean> = {
      voornaam: blank(lid.voornaam),
      achternaam: blank(lid.achternaam),
      geboortedatum: blank(lid.geboortedatum) || isYearOne(lid.geboortedatum),
      type: blank(lid.type),
      geslacht: blank(lid.geslacht),
    };
    for (const [field, isMissing] of Object.entries(missing) as [GezinslidField, boolean][])
      if (isMissing) issues.push({ field, message: notFilledMessage(L[field]) });
  }
  if (!blank(lid.geboortedatum)) {
    // Not blank, so not null or undefined.
    const birth = toDate(lid.geboortedatum as DateInput);
    const message = Number.isNaN(birth.getTime())
      ? GEBOORTEDATUM_ONGELDIG
      : startOfDayBrussels(birth) > startOfDayBrussels(now)
        ? GEBOORTEDATUM_IN_TOEKOMST
        : null;
    if (message) issues.push({ field: 'geboortedatum', message });
  }
  return issues;
}

/** The same rules as Dutch messages, each once (the server's 400 reply lists them). */
export const validateGezinslid = (
  lid: GezinslidInput,
  strict: boolean,
  now: DateInput = new Date(),
): string[] => [...new Set(gezinslidIssues(lid, strict, now).map((i) => i.message))];
