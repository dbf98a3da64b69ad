import type { DateInput } from '../dates/brussels';
import { birthDateFromRrn, genderFromRrn, isValidRrn, normalizeRrn } from './rrn';

/** The head's fields a national register number gives (spec 2 §5). */
export type RrnDerivedFields = { geboortedatum: string | null; geslacht: string | null };

/**
 * spec 2 §5: a valid number fills the birth date and gender. Issue 27: a second valid number (a typo
 * corrected, another card) fills them again — a field is taken from the new number when it is empty or
 * still holds what the previous valid number gave, never when it was typed by hand. Returns only the
 * fields that change; nothing while the new number is not valid.
 */
export function rederiveFromRrn(
  current: RrnDerivedFields,
  previousRrn: string | null | undefined,
  nextRrn: string,
  now: DateInput,
): Partial<RrnDerivedFields> {
  const next = normalizeRrn(nextRrn);
  if (!isValidRrn(next)) return {};
  const previous = normalizeRrn(previousRrn);
  const fromPrevious: RrnDerivedFields = isValidRrn(previous)
    ? { geboortedatum: birthDateFromRrn(previous, now), geslacht: genderFromRrn(previous) }
    : { geboortedatum: null, geslacht: null };
  const fromNext: RrnDerivedFields = {
    geboortedatum: birthDateFromRrn(next, now),
    geslacht: genderFromRrn(next),
  };
  const patch: Partial<RrnDerivedFields> = {};
  for (const field of ['geboortedatum', 'geslacht'] as const) {
    const value = current[field];
    const derived = !value || value === fromPrevious[field];
    if (derived && fromNext[field] && fromNext[field] !== value) patch[field] = fromNext[field];
  }
  return patch;
}
