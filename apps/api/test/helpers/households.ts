import type { DossierSaveInput } from '@mvm/domain/leden/schemas';
import { memberSave } from '@mvm/domain/leden/test-household';
import { expect } from 'vitest';
import { fakeRrn } from '../../src/seed/fake-rrn';
import type { TestContext } from './build';

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

export type CreatedMember = { ID: number; mvmnummer: number; UpdatedAt: string; rrn: string };

/** A member registered by the admin with this head's name and a fresh national number. */
export async function createNamedMember(
  t: TestContext,
  voornaam: string,
  achternaam: string,
): Promise<CreatedMember> {
  const rrn = nextRrn();
  const res = await t.call(t.adminToken, {
    method: 'POST',
    url: '/v1/lid/',
    payload: memberPayload({}, { voornaam, achternaam, rijksregisterNummer: rrn }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json<{ data: Omit<CreatedMember, 'rrn'> }>().data, rrn };
}
