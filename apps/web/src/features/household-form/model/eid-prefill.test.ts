import { describe, expect, it } from 'vitest';
import { BELGIUM as DOMAIN_BELGIUM } from '@mvm/domain/reference/countries';
import type { EidCard } from '../../../lib/eid/read-eid';
import { applyEidCard, BELGIUM } from './eid-prefill';
import { emptyFormValues } from './form-values';

const card: EidCard = {
  firstName: 'Sofie',
  lastName: 'Peeters',
  birthDate: '1990-02-14',
  gender: 'F',
  nationalNumber: '90021412204',
  nationality: 'Belg',
  municipality: 'Antwerpen',
  street: 'Lange Kievitstraat',
  houseNumber: '42',
  postcode: '2018',
};

describe('eID pre-fill (spec 2 §2)', () => {
  it("fills the head and the address from the card, F becomes Vrouw and Belg becomes 'België'", () => {
    const v = applyEidCard(emptyFormValues(), card);
    expect(v.head).toMatchObject({
      voornaam: 'Sofie',
      achternaam: 'Peeters',
      geboortedatum: '1990-02-14',
      geslacht: 'Vrouw',
      rijksregisterNummer: '90021412204',
      nationaliteit: ['België'],
    });
    expect(v.gezin).toMatchObject({
      gemeente: 'Antwerpen',
      straat: 'Lange Kievitstraat',
      huisnummer: '42',
      postcode: '2018',
    });
  });

  it.each([
    ['M', 'Man'],
    ['F', 'Vrouw'],
  ] as const)('gender %s becomes %s', (gender, geslacht) => {
    expect(applyEidCard(emptyFormValues(), { ...card, gender }).head.geslacht).toBe(geslacht);
  });

  it.each(['Belg', 'Belge', 'Belgier', 'BELG'])('%s is Belgian', (nationality) => {
    expect(applyEidCard(emptyFormValues(), { ...card, nationality }).head.nationaliteit).toEqual(['België']);
  });

  it('leaves another nationality for the volunteer to choose', () => {
    expect(
      applyEidCard(emptyFormValues(), { ...card, nationality: 'Nederlander' }).head.nationaliteit,
    ).toEqual([]);
  });

  it('uses the same name for Belgium as the countries list', () => {
    expect(BELGIUM).toBe(DOMAIN_BELGIUM);
  });
});
