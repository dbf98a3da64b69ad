import { describe, expect, it } from 'vitest';
import { checkInRows, ticketsFor } from './sinterklaas-kind';

const kind = (naam: string, aanwezig: boolean) => ({
  naam,
  geslacht: 'Vrouw' as const,
  leeftijd: 5,
  opmerking: '',
  aanwezig,
});

describe('Sinterklaas tickets (spec 1 §7)', () => {
  it('counts the household members 0 to 15 on the snack ticket and the good children who came on the toy ticket', () => {
    const rows = checkInRows([kind('A', true), kind('B', true), kind('C', false)]);
    rows[1] = { ...rows[1]!, braaf: false };
    expect(ticketsFor(41, { mvmnummer: 12, naam: 'Sofie Peeters', personenTot15: 4 }, rows)).toEqual({
      snoep: { volgNummer: 41, mvmNummer: 'MVM12', naam: 'Sofie Peeters', personen: 4 },
      speelgoed: { volgNummer: 41, mvmNummer: 'MVM12', naam: 'Sofie Peeters', paketten: 1 },
    });
  });
  it('starts with every child good and the signed-up ones coming', () => {
    expect(checkInRows([kind('A', true), kind('B', false)]).map((r) => [r.braaf, r.komt])).toEqual([
      [true, true],
      [true, false],
    ]);
  });
});
