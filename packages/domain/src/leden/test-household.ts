import type { DossierSaveInput } from './schemas';

/**
 * The one test household of every tier (issue 7): the API tests, the web component tests and the browser
 * tests start from these values, so a member rule that changes (spec 2 §5) is changed in one place.
 * Only test code imports this file.
 */

/** The household fields a member registration needs (address, assessment scores, a signed form). */
export const TEST_GEZIN = {
  straat: 'Kerkstraat',
  huisnummer: '12',
  postcode: '2000',
  gemeente: 'Antwerpen',
  verblijfsvergunning: 'Ja',
  doorverwijzendeInstantie: 'OCMW',
  doorverwijsBrief: true,
  kennisNederlands: 3,
  acuteNood: 2,
  financieleNood: 4,
  kernwaarden: 3,
  isGemotiveerd: 4,
  oprechtheid: 3,
  ondertekendFormulier: true,
  opmerking: '',
} as const satisfies Partial<DossierSaveInput['gezin']>;

/** The head's fields besides name, birth date, gender and national number. */
export const testHeadFields = () => ({
  gezinsHoofd: true,
  type: 'ouder',
  geboorteland: 'België',
  nationaliteit: ['België'],
  arbeidsstatus: 'Werkend',
});

export type TestHead = {
  voornaam: string;
  achternaam: string;
  geboortedatum: string;
  geslacht: 'Man' | 'Vrouw';
  rijksregisterNummer: string;
};

type Leden = NonNullable<DossierSaveInput['gezin']['leden']>;
/** A save whose household list is always there (the tests read and change it). */
export type TestMemberSave = DossierSaveInput & { gezin: { leden: Leden } };

/** A household save that passes the member rules (spec 2 §5); `change` overrides dossier and gezin fields. */
export function memberSave(
  head: TestHead & Record<string, unknown>,
  change: Partial<DossierSaveInput> = {},
): TestMemberSave {
  return {
    dag: 'Dinsdag',
    nietBetalen: false,
    controle: false,
    voorrang: false,
    ...change,
    gezin: {
      ...TEST_GEZIN,
      ...change.gezin,
      leden: change.gezin?.leden ?? [{ ...testHeadFields(), ...head }],
    },
  };
}
