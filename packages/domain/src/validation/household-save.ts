import { isUnknownBirthDate } from '../dates/birthdays';
import { startOfDayBrussels, toDate, type DateInput } from '../dates/brussels';
import {
  ASSESSMENT_FIELDS,
  householdHead,
  MONEY_FIELDS,
  type GezinslidInput,
  type HouseholdSavePayload,
} from '../household/types';
import { isValidRrn, normalizeRrn } from '../rijksregisternummer/rrn';
import { HOUSEHOLD_FIELD_LABELS as L } from './labels';
import * as msg from './messages';
import { normalizeMoney } from './money';

export type HouseholdSaveMode = 'punctueel' | 'lid';

// A form value of any type: String() of a number or boolean is never blank, of an empty array it is.
// eslint-disable-next-line @typescript-eslint/no-base-to-string -- String() is the check itself, for every value type.
const blank = (v: unknown): boolean => v === null || v === undefined || String(v).trim() === '';

/** spec 2 §3: nationaliteit is a list, possibly still as the JSON text it travels in. */
export function nationalityList(value: GezinslidInput['nationaliteit']): string[] {
  if (!value) return [];
  if (typeof value !== 'string') return value.filter((v) => !blank(v));
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.filter((v): v is string => typeof v === 'string' && !blank(v));
  } catch {
    // plain text: one nationality
  }
  return blank(value) ? [] : [value.trim()];
}

// spec 2 §3: year 1 means unknown, so it is missing; unreadable text is reported by formatProblems.
// Not blank, so not null or undefined, when toDate reads it.
const isYearOne = (v: GezinslidInput['geboortedatum']): boolean =>
  !blank(v) && !Number.isNaN(toDate(v as DateInput).getTime()) && isUnknownBirthDate(v);

/** spec 2 §5: saving as member requires these, each giving '{label} is niet ingevuld'. */
function missingForMember(payload: HouseholdSavePayload, head: GezinslidInput): string[] {
  const g = payload.gezin;
  const checks: [string, boolean][] = [
    // voornaam and achternaam are already reported by the always-rule; one line per missing field is enough.
    [L.geboortedatum, blank(head.geboortedatum) || isYearOne(head.geboortedatum)],
    [L.rijksregisterNummer, blank(head.rijksregisterNummer)],
    [L.nationaliteit, nationalityList(head.nationaliteit).length === 0],
    [L.geboorteland, blank(head.geboorteland)],
    [L.geslacht, blank(head.geslacht)],
    [L.arbeidsstatus, blank(head.arbeidsstatus)],
    [L.straat, blank(g.straat)],
    [L.huisnummer, blank(g.huisnummer)],
    [L.postcode, blank(g.postcode)],
    [L.gemeente, blank(g.gemeente)],
    [L.doorverwijzendeInstantie, blank(g.doorverwijzendeInstantie)],
    // spec 2 §3: assessment scores, 0 = not assessed.
    ...ASSESSMENT_FIELDS.map((f): [string, boolean] => [L[f], !g[f]]),
    [L.ondertekendFormulier, g.ondertekendFormulier !== true],
    [L.dag, blank(payload.dag)],
  ];
  return checks.filter(([, isMissing]) => isMissing).map(([label]) => msg.notFilledMessage(label));
}

/** Checks of what was filled in, for both modes. */
function formatProblems(payload: HouseholdSavePayload, now: DateInput): string[] {
  const problems: string[] = [];
  const today = startOfDayBrussels(now);
  for (const lid of payload.gezin.leden) {
    if (!blank(lid.rijksregisterNummer) && !isValidRrn(normalizeRrn(lid.rijksregisterNummer))) {
      problems.push(msg.RIJKSREGISTERNUMMER_ONGELDIG);
    }
    if (!blank(lid.geboortedatum)) {
      // Not blank, so not null or undefined.
      const birth = toDate(lid.geboortedatum as DateInput);
      // spec 2 §5: a birth date cannot be in the future (compared by Brussels day).
      if (Number.isNaN(birth.getTime())) problems.push(msg.GEBOORTEDATUM_ONGELDIG);
      else if (startOfDayBrussels(birth) > today) problems.push(msg.GEBOORTEDATUM_IN_TOEKOMST);
    }
  }
  for (const field of MONEY_FIELDS) {
    const amount = normalizeMoney(payload.gezin[field]);
    if (Number.isNaN(amount)) problems.push(msg.invalidAmountMessage(L[field]));
    else if (amount < 0) problems.push(msg.negativeMessage(L[field]));
  }
  return problems;
}

/**
 * spec 2 §5 household save rules. Both modes: the head's first and last name. 'lid' (saving as
 * member) adds every required field as '{label} is niet ingevuld'; 'punctueel' (one-off help)
 * needs a non-blank gezin.opmerking. Filled-in values must be valid in both modes.
 * Returns the messages in form order, without duplicates; show them with joinMessages.
 */
export function validateHouseholdSave(
  payload: HouseholdSavePayload,
  mode: HouseholdSaveMode,
  now: DateInput = new Date(),
): string[] {
  const head = householdHead(payload.gezin) ?? {};
  const messages: string[] = [];
  if (blank(head.voornaam)) messages.push(msg.VOORNAAM_NIET_INGEVULD);
  if (blank(head.achternaam)) messages.push(msg.ACHTERNAAM_NIET_INGEVULD);
  if (mode === 'lid') messages.push(...missingForMember(payload, head));
  if (mode === 'punctueel' && blank(payload.gezin.opmerking))
    messages.push(msg.OPMERKING_EENMALIGE_HULP_NIET_INGEVULD);
  messages.push(...formatProblems(payload, toDate(now)));
  return [...new Set(messages)];
}
