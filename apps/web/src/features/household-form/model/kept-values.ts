import { SENSITIVE_GEZIN_FIELDS } from '@mvm/domain';
import type { HouseholdFormValues } from './form-values';

/**
 * Issue 27: the form's unsaved values kept over a new login sit in the browser's storage, so national register
 * numbers and finances (DESIGN.md "Sensitive fields") are left out: they are typed again.
 */
export const KEPT_WITHOUT_SENSITIVE =
  'Het rijksregisternummer en de financiële gegevens worden niet in de browser bewaard: vul ze opnieuw in als je ze gewijzigd had.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The values without the sensitive fields. */
export function keptValues(values: HouseholdFormValues): Record<string, unknown> {
  const { rijksregisterNummer: _rrn, ...head } = values.head;
  const gezin: Record<string, unknown> = { ...values.gezin };
  for (const field of SENSITIVE_GEZIN_FIELDS) delete gezin[field];
  return { ...values, head, gezin };
}

/** Only the keys `current` has, taken from `kept`. */
function overlay<T extends object>(current: T, kept: Record<string, unknown>): T {
  const known = Object.keys(current).filter((key) => key in kept);
  return { ...current, ...Object.fromEntries(known.map((key) => [key, kept[key]])) };
}

/** The form's values with the kept ones over them (sensitive fields as they are now), or null when damaged. */
export function withKeptValues(current: HouseholdFormValues, kept: unknown): HouseholdFormValues | null {
  if (!isRecord(kept) || !isRecord(kept.head) || !isRecord(kept.gezin)) return null;
  const head = { ...overlay(current.head, kept.head), rijksregisterNummer: current.head.rijksregisterNummer };
  const gezin = overlay(current.gezin, kept.gezin);
  for (const field of SENSITIVE_GEZIN_FIELDS)
    (gezin as Record<string, unknown>)[field] = current.gezin[field];
  return { ...overlay(current, kept), head, gezin };
}
