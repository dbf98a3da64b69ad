import { normalizeGeslacht, normalizeRrn } from '@mvm/domain';
import type { EidCard } from '../../../lib/eid/read-eid';
import type { HouseholdFormValues } from './form-values';

// The name in '@mvm/domain/reference/countries' (BELGIUM; a test keeps them equal). Not imported from
// there, so the countries package stays out of this chunk until the nationality list opens.
export const BELGIUM = 'België';

// What a Belgian eID (or the reader's own translation) writes as nationality, in the three languages.
const BELGIAN = new Set([
  'belg',
  'belge',
  'belgier',
  'belgian',
  'belgisch',
  'belgië',
  'belgique',
  'be',
  'bel',
]);

export const isBelgianNationality = (text: string): boolean => BELGIAN.has(text.trim().toLowerCase());

/**
 * spec 2 §2 one-off details with an eID: the head's first name, surname, birth date, gender
 * (F becomes Vrouw, otherwise Man), national register number, municipality, street, house number
 * and postcode; Belgian nationality becomes België. Fields the card leaves empty keep their value.
 */
export function applyEidCard(values: HouseholdFormValues, card: EidCard): HouseholdFormValues {
  const keep = (next: string, current: string) => (next.trim() ? next.trim() : current);
  const nationaliteit =
    isBelgianNationality(card.nationality) && !values.head.nationaliteit.includes(BELGIUM)
      ? [BELGIUM, ...values.head.nationaliteit]
      : values.head.nationaliteit;
  return {
    ...values,
    head: {
      ...values.head,
      voornaam: keep(card.firstName, values.head.voornaam),
      achternaam: keep(card.lastName, values.head.achternaam),
      geboortedatum: /^\d{4}-\d{2}-\d{2}$/.test(card.birthDate) ? card.birthDate : values.head.geboortedatum,
      geslacht: normalizeGeslacht(card.gender) === 'Vrouw' ? 'Vrouw' : 'Man',
      rijksregisterNummer: normalizeRrn(card.nationalNumber) || values.head.rijksregisterNummer,
      nationaliteit,
    },
    gezin: {
      ...values.gezin,
      gemeente: keep(card.municipality, values.gezin.gemeente ?? '') || null,
      straat: keep(card.street, values.gezin.straat),
      huisnummer: keep(card.houseNumber, values.gezin.huisnummer),
      postcode: keep(card.postcode, values.gezin.postcode),
    },
  };
}
