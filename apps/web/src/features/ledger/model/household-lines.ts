import { ageInYears, birthdayWithinDays, formatDateBE, isChildForFood } from '@mvm/domain';
import type { KlantGezinslid } from '@mvm/domain/ledger/schemas';

// spec 1 §9: food household lines are cut at 50 characters; spec 2 §2: soap house at 45 (42 plus dots).
export const FOOD_LINE_LENGTH = 50;
export const SOAP_LINE_LENGTH = 45;
// spec 1 §9: the 'jarig' marker window.
export const BIRTHDAY_WINDOW_DAYS = 7;

/** Cuts a line to `max` characters: the first max - 3 and '...' (spec 2 §2: 42 plus dots for 45). */
export function cutLine(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 3)}...`;
}

const fullName = (lid: KlantGezinslid) => `${lid.voornaam} ${lid.achternaam}`.trim() || 'Naam onbekend';
const ageText = (age: number | null) => (age === null ? 'leeftijd onbekend' : `${age} jaar`);

export type HouseholdLine = { ID: number; text: string; jarig: boolean; luiers: boolean };

/** spec 1 §2 material info block: date of birth, gender and name of each member (newest first). */
export function materialLine(lid: KlantGezinslid): string {
  const geboren = lid.geboortedatum ? formatDateBE(lid.geboortedatum) : 'geboortedatum onbekend';
  return [geboren, lid.geslacht ?? 'geslacht onbekend', fullName(lid)].join(' · ');
}

/**
 * spec 1 §2 food household list: a child under 12 shows as Jongen or Meisje instead of a name; each line
 * is cut at 50 characters; 'jarig' when the birthday falls within the next 7 days.
 */
export function foodLine(lid: KlantGezinslid, now: Date): HouseholdLine {
  const age = ageInYears(lid.geboortedatum, now);
  const naam = isChildForFood(age)
    ? lid.geslacht === 'Man'
      ? 'Jongen'
      : lid.geslacht === 'Vrouw'
        ? 'Meisje'
        : 'Kind'
    : fullName(lid);
  return {
    ID: lid.ID,
    text: cutLine(`${naam}, ${ageText(age)}`, FOOD_LINE_LENGTH),
    jarig: birthdayWithinDays(lid.geboortedatum, now, BIRTHDAY_WINDOW_DAYS),
    luiers: false,
  };
}

/**
 * spec 2 §2 soap house: lines cut at 45 (42 plus dots); the diaper flag for the members the server counts
 * as younger than 3 (spec 2 §9), so the flag and the totals agree.
 */
export function soapLine(lid: KlantGezinslid, now: Date, luiers: ReadonlySet<number>): HouseholdLine {
  const age = ageInYears(lid.geboortedatum, now);
  return {
    ID: lid.ID,
    text: cutLine(`${fullName(lid)}, ${ageText(age)}`, SOAP_LINE_LENGTH),
    jarig: false,
    luiers: luiers.has(lid.ID),
  };
}
