import type { DossierSaveInput } from '@mvm/domain/leden/schemas';
import { memberSave } from '@mvm/domain/leden/test-household';
import { fakeRrn } from '../../src/seed/fake-rrn';

let sequence = 100;
/** A valid fictitious national number; odd sequences are men. */
export const nextRrn = (birth = '1985-07-30') => fakeRrn(birth, (sequence += 2));

/** The shared test household (`@mvm/domain/leden/test-household`) with an income and a rent typed with a comma. */
export function memberPayload(change: Partial<DossierSaveInput> = {}, head: Record<string, unknown> = {}) {
  return memberSave(
    {
      voornaam: 'Sofie',
      achternaam: 'Peeters',
      geboortedatum: '1985-07-30',
      geslacht: 'Vrouw',
      rijksregisterNummer: nextRrn(),
      ...head,
    },
    {
      ...change,
      gezin: {
        maandelijksInkomen: 1200,
        maandelijksInkomenNietBekend: false,
        huur: '650,50',
        huurNietBekend: false,
        ...change.gezin,
      },
    },
  );
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
