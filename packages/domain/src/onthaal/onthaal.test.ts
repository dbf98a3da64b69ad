import { describe, expect, it } from 'vitest';
import { isOtherDag } from './dag';
import { ANDERE_NIET_INGEVULD, printTypeText, voedingTicketRequestSchema } from './schemas';

describe('Dag in red bold (spec 1 §2 Reception)', () => {
  // 2025-03-11 is a Tuesday; 23:30 UTC on the 10th is already Tuesday in Brussels.
  it.each([
    ['Dinsdag', '2025-03-11T10:00:00Z', false],
    ['Dinsdag', '2025-03-10T23:30:00Z', false],
    ['Donderdag', '2025-03-11T10:00:00Z', true],
    ['Dinsdag', '2025-03-13T10:00:00Z', true],
    ['Wisselend', '2025-03-13T10:00:00Z', false],
    [null, '2025-03-13T10:00:00Z', false],
  ] as const)('%s on %s: other day = %s', (dag, now, other) => {
    expect(isOtherDag(dag, now)).toBe(other);
  });
});

describe('print type (spec 1 §2, §9)', () => {
  it.each([
    [{ printType: 'Gewoon' }, 'Gewoon'],
    [{ printType: 'Voorrang' }, 'Voorrang'],
    [{ printType: 'Leveren bij inschrijving' }, 'Leveren bij inschrijving'],
    [{ printType: 'Andere', andere: '  Tolk nodig ' }, 'Tolk nodig'],
  ])('%o prints as %s', (body, text) => {
    expect(printTypeText(voedingTicketRequestSchema.parse(body))).toBe(text);
  });

  it("refuses 'Andere' without its text", () => {
    const result = voedingTicketRequestSchema.safeParse({ printType: 'Andere', andere: ' ' });
    expect(result.error?.issues[0]?.message).toBe(ANDERE_NIET_INGEVULD);
  });

  it('refuses an unknown print type', () => {
    expect(voedingTicketRequestSchema.safeParse({ printType: 'Snel' }).success).toBe(false);
  });
});
