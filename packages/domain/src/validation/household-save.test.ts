import { describe, expect, it } from 'vitest';
import type { GezinInput, GezinslidInput, HouseholdSavePayload } from '../household/types';
import { validateHouseholdSave } from './household-save';
import { joinMessages } from './messages';

const now = new Date('2025-06-01T10:00:00Z');
const head: GezinslidInput = {
  gezinsHoofd: true,
  voornaam: 'Fatima',
  achternaam: 'El Amrani',
  geboortedatum: '1985-07-30',
  rijksregisterNummer: '85.07.30-033.28',
  nationaliteit: '["Marokko"]',
  geboorteland: 'Marokko',
  geslacht: 'Vrouw',
  arbeidsstatus: 'Werkloos',
};
const gezin: GezinInput = {
  leden: [head],
  straat: 'Kerkstraat',
  huisnummer: '12',
  postcode: '9000',
  gemeente: 'Gent',
  doorverwijzendeInstantie: 'OCMW',
  kennisNederlands: 3,
  acuteNood: 4,
  financieleNood: 4,
  kernwaarden: 3,
  isGemotiveerd: 4,
  oprechtheid: 3,
  ondertekendFormulier: true,
  opmerking: 'Brand in de woning',
};
const valid: HouseholdSavePayload = { dag: 'Dinsdag', gezin };
const withHead = (change: Partial<GezinslidInput>): HouseholdSavePayload => ({
  ...valid,
  gezin: { ...gezin, leden: [{ ...head, ...change }] },
});
const withGezin = (change: Partial<GezinInput>): HouseholdSavePayload => ({
  ...valid,
  gezin: { ...gezin, ...change },
});

describe('validateHouseholdSave, both modes (spec 2 §5)', () => {
  // prettier-ignore
  it.each([
    ['a complete household passes', valid, []],
    ['a register number must pass the checksum', withHead({ rijksregisterNummer: '85073003329' }), ['Rijksregisternummer is ongeldig']],
    ['a register number from 2000 passes with the 2 prefix', withHead({ rijksregisterNummer: '12031500244' }), []],
    ['a birth date cannot be in the future', withHead({ geboortedatum: '2025-06-02' }), ['Geboortedatum mag niet in de toekomst liggen']],
    ['a birth date today is fine', withHead({ geboortedatum: '2025-06-01' }), []],
    ['an unreadable birth date is refused', withHead({ geboortedatum: '31/31/2020' }), ['Geboortedatum is geen geldige datum']],
    ['money fields cannot be negative', withGezin({ huur: -1 }), ['Huur mag niet negatief zijn']],
    ['negative text amounts are caught too', withGezin({ allimentatie: '-10,50' }), ['Alimentatie mag niet negatief zijn']],
    ['text that is no amount is refused', withGezin({ energie: 'veel' }), ['Energie is geen geldig bedrag']],
    ['empty amounts are fine (they become 0)', withGezin({ huur: '', kindergeld: null }), []],
  ])('%s', (_rule, payload, expected) => {
    expect(validateHouseholdSave(payload, 'punctueel', now)).toEqual(expected);
    expect(validateHouseholdSave(payload, 'lid', now)).toEqual(expected);
  });
});

describe("validateHouseholdSave as member, mode 'lid' (spec 2 §5)", () => {
  // prettier-ignore
  it.each([
    ['first name reported once, by the always-rule', withHead({ voornaam: '' }), ['Voornaam niet ingevuld']],
    ['last name reported once, by the always-rule', withHead({ achternaam: null }), ['Achternaam niet ingevuld']],
    ['birth date', withHead({ geboortedatum: null }), ['Geboortedatum is niet ingevuld']],
    ['an unknown birth date (year 1) counts as missing', withHead({ geboortedatum: '0001-01-01T00:00:00Z' }), ['Geboortedatum is niet ingevuld']],
    ['register number', withHead({ rijksregisterNummer: '' }), ['Rijksregisternummer is niet ingevuld']],
    ['nationality must be a non-empty list', withHead({ nationaliteit: '[]' }), ['Nationaliteit is niet ingevuld']],
    ['nationality as a real list is fine', withHead({ nationaliteit: ['België', 'Marokko'] }), []],
    ['country of birth', withHead({ geboorteland: null }), ['Geboorteland is niet ingevuld']],
    ['gender', withHead({ geslacht: '' }), ['Geslacht is niet ingevuld']],
    ['work status', withHead({ arbeidsstatus: undefined }), ['Arbeidsstatus is niet ingevuld']],
    ['street and house number', withGezin({ straat: '', huisnummer: ' ' }), ['Straat is niet ingevuld', 'Huisnummer is niet ingevuld']],
    ['postcode and municipality', withGezin({ postcode: null, gemeente: '' }), ['Postcode is niet ingevuld', 'Gemeente is niet ingevuld']],
    ['referring organisation', withGezin({ doorverwijzendeInstantie: '' }), ['Doorverwijzende instantie is niet ingevuld']],
    ['a score of 0 is not assessed', withGezin({ kennisNederlands: 0, financieleNood: 0 }), ['Kennis Nederlands is niet ingevuld', 'Financiële nood is niet ingevuld']],
    ['all other scores', withGezin({ acuteNood: null, kernwaarden: 0, isGemotiveerd: 0, oprechtheid: 0 }), ['Acute nood is niet ingevuld', 'Kernwaarden is niet ingevuld', 'Gemotiveerd is niet ingevuld', 'Oprechtheid is niet ingevuld']],
    ['the form must be signed', withGezin({ ondertekendFormulier: false }), ['Ondertekend formulier is niet ingevuld']],
    ['the day of the case', { ...valid, dag: '' }, ['Dag is niet ingevuld']],
    ['no remark needed for a member', withGezin({ opmerking: '' }), []],
  ])('%s', (_rule, payload, expected) => {
    expect(validateHouseholdSave(payload, 'lid', now)).toEqual(expected);
  });
});

describe("validateHouseholdSave as one-off help, mode 'punctueel' (spec 2 §5)", () => {
  // prettier-ignore
  it.each([
    ['the head needs a first name', withHead({ voornaam: ' ' }), ['Voornaam niet ingevuld']],
    ['the head needs a last name', withHead({ achternaam: null }), ['Achternaam niet ingevuld']],
    ['needs a non-blank remark', withGezin({ opmerking: '  ' }), ['Opmerking over redene eenmalige hulp is niet ingevuld']],
    ['does not need the member fields', { dag: null, gezin: { leden: [{ gezinsHoofd: true, voornaam: 'An', achternaam: 'Peeters' }], opmerking: 'Crisis' } }, []],
    ['without any member the head names are missing', { gezin: { leden: [], opmerking: 'x' } }, ['Voornaam niet ingevuld', 'Achternaam niet ingevuld']],
  ])('%s', (_rule, payload, expected) => {
    expect(validateHouseholdSave(payload, 'punctueel', now)).toEqual(expected);
  });
});

describe('joinMessages', () => {
  it('joins with line breaks for one alert', () => {
    expect(joinMessages(['Straat is niet ingevuld', 'Dag is niet ingevuld'])).toBe(
      'Straat is niet ingevuld\nDag is niet ingevuld',
    );
  });
});
