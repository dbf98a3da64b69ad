import { describe, expect, it } from 'vitest';
import { householdStatus } from './household-status';
import { MISSING_DATA_MESSAGE, missingDataWarnings, type MissingDataInput } from './missing-data';

const now = new Date('2025-06-01T10:00:00Z');

describe('householdStatus (spec 2 §4, §9)', () => {
  const mother = { type: 'ouder', geboortedatum: '1985-01-01' };
  const father = { type: 'ouder', geboortedatum: '1983-01-01' };
  const kid = (geboortedatum: string) => ({ type: 'kind', geboortedatum });
  // prettier-ignore
  it.each([
    ['one parent is an Eenoudergezin', [mother, kid('2020-01-01')], 'Eenoudergezin', 1],
    ['two parents are a Tweeoudergezin', [mother, father, kid('2020-01-01')], 'Tweeoudergezin', 1],
    ['a member without type is a parent (default ouder)', [mother, { geboortedatum: '1983-01-01' }], 'Tweeoudergezin', 0],
    ['a grandparent is not a parent', [mother, { type: 'grootouder', geboortedatum: '1955-01-01' }], 'Eenoudergezin', 0],
    ['a child aged 12 (13 tomorrow) is counted', [mother, kid('2012-06-02')], 'Eenoudergezin', 1],
    ['a child turning 13 today is not counted', [mother, kid('2012-06-01'), kid('2012-06-02')], 'Eenoudergezin', 1],
    ['a newborn is counted', [mother, kid('2025-05-30')], 'Eenoudergezin', 1],
    ['a grandchild of 5 is counted', [mother, { type: 'kleinkind', geboortedatum: '2020-01-01' }], 'Eenoudergezin', 1],
    ['a child with unknown age is not counted', [mother, kid('0001-01-01T00:00:00Z')], 'Eenoudergezin', 0],
  ])('%s', (_rule, leden, type, kinderen) => {
    expect(householdStatus(leden, now)).toEqual({ type, kinderen });
  });
});

describe('missingDataWarnings (spec 2 §2)', () => {
  const complete: MissingDataInput['gezin'] = {
    leden: [{}, {}],
    verblijfsvergunning: 'Ja',
    inSchuldbemiddeling: false,
    maandelijksInkomenNietBekend: false,
    kindergeldNietBekend: false,
    allimentatieNietBekend: false,
    huurNietBekend: false,
    energieNietBekend: false,
    vasteKostenNietBekend: false,
    schuldAflossingNietBekend: false,
    kennisNederlands: 3,
    acuteNood: 3,
    financieleNood: 3,
    kernwaarden: 3,
    isGemotiveerd: 3,
    oprechtheid: 3,
  };
  const w = (change: Partial<MissingDataInput['gezin']>) =>
    missingDataWarnings({ gezin: { ...complete, ...change } });

  // prettier-ignore
  it.each([
    ['a complete dossier has no warnings', w({}), []],
    ['only the head: household composition missing', w({ leden: [{}] }), ['Gezinssamenstelling ontbreekt: er zijn geen gezinsleden naast het gezinshoofd']],
    ['unknown financial parts are named', w({ huurNietBekend: true, kindergeldNietBekend: undefined }), ['Financiële gegevens ontbreken: Kindergeld, Huur']],
    ['no financial warning when finance fields are hidden from the user', missingDataWarnings({ gezin: { ...complete, inSchuldbemiddeling: undefined } }), []],
    ['no financial warning in debt mediation', w({ inSchuldbemiddeling: true, huurNietBekend: true }), []],
    ['a score of 0 makes the assessment incomplete', w({ acuteNood: 0, oprechtheid: 0 }), ['Beoordeling onvolledig: Acute nood, Oprechtheid']],
    ['residence permit unknown', w({ verblijfsvergunning: null }), ['Verblijfsvergunning onbekend']],
    ['no residence warning when the field is hidden from the user', w({ verblijfsvergunning: undefined }), []],
    ['all four at once, in order', w({ leden: [{}], energieNietBekend: true, kernwaarden: 0, verblijfsvergunning: '' }), [
      'Gezinssamenstelling ontbreekt: er zijn geen gezinsleden naast het gezinshoofd',
      'Financiële gegevens ontbreken: Energie',
      'Beoordeling onvolledig: Kernwaarden',
      'Verblijfsvergunning onbekend',
    ]],
  ])('%s', (_rule, warnings, expected) => {
    expect(warnings).toEqual(expected);
  });

  it('has the header of the spec', () => {
    expect(MISSING_DATA_MESSAGE).toBe(
      'Er missen een aantal gegevens, gelieve deze zo snel mogelijk bij te werken',
    );
  });
});
