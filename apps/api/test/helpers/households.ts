import type { DossierSaveInput } from '@mvm/domain/leden/schemas';
import { fakeRrn } from '../../src/seed/fake-rrn';

let sequence = 100;
/** A valid fictitious national number; odd sequences are men. */
export const nextRrn = (birth = '1985-07-30') => fakeRrn(birth, (sequence += 2));

/** A household save that passes the member rules (spec 2 §5). */
export function memberPayload(change: Partial<DossierSaveInput> = {}, head: Record<string, unknown> = {}) {
  return {
    dag: 'Dinsdag',
    nietBetalen: false,
    controle: false,
    voorrang: false,
    ...change,
    gezin: {
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
      maandelijksInkomen: 1200,
      maandelijksInkomenNietBekend: false,
      huur: '650,50',
      huurNietBekend: false,
      opmerking: '',
      ...change.gezin,
      leden: change.gezin?.leden ?? [
        {
          voornaam: 'Sofie',
          achternaam: 'Peeters',
          gezinsHoofd: true,
          geboortedatum: '1985-07-30',
          geslacht: 'Vrouw',
          type: 'ouder',
          geboorteland: 'België',
          nationaliteit: ['België'],
          arbeidsstatus: 'Werkend',
          rijksregisterNummer: nextRrn(),
          ...head,
        },
      ],
    },
  } satisfies DossierSaveInput;
}

/** A one-off case save (spec 2 §5: needs a remark). */
export function casePayload(
  voornaam = 'Jan',
  achternaam = 'Janssens',
  opmerking = 'Eenmalig pakket na brand',
) {
  return {
    gezin: { opmerking, leden: [{ voornaam, achternaam, gezinsHoofd: true }] },
  } satisfies DossierSaveInput;
}
