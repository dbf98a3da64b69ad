import { describe, expect, it } from 'vitest';
import { kindGeslachtLabel, roundAgeToHalf, validateKinderen } from './rules';
import { evenementSaveSchema, inschrijvingSaveSchema } from './schemas';

describe('event sign-up rules (spec 2 §5)', () => {
  it.each([
    [[{ naam: 'Lotte', geslacht: 'Vrouw' }], []],
    [[{ naam: ' ', geslacht: 'Vrouw' }], ['Naam kind niet ingevuld!']],
    [[{ naam: 'Tom', geslacht: null }], ['Geslacht kind niet ingevuld!']],
    [
      [
        { naam: '', geslacht: null },
        { naam: '', geslacht: 'Man' },
      ],
      ['Naam kind niet ingevuld!', 'Geslacht kind niet ingevuld!'],
    ],
  ])('%o → %o', (kinderen, messages) => expect(validateKinderen(kinderen)).toEqual(messages));

  it.each([
    [6.2, 6],
    [6.5, 6.5],
    [6.99, 6.5],
    [0.4, 0],
  ])('age %s rounds down to the half year %s', (age, half) => expect(roundAgeToHalf(age)).toBe(half));

  it('shows Man/Vrouw children as Jongen/Meisje', () => {
    expect([kindGeslachtLabel('Man'), kindGeslachtLabel('Vrouw'), kindGeslachtLabel(null)]).toEqual([
      'Jongen',
      'Meisje',
      '',
    ]);
  });

  it('accepts Jongen/Meisje on the wire and refuses ages off the half-year steps', () => {
    const ok = inschrijvingSaveSchema.parse({
      aanwezig: true,
      kinderen: [{ naam: 'A', geslacht: 'meisje', leeftijd: 4.5 }],
    });
    expect(ok.kinderen[0]).toMatchObject({ geslacht: 'Vrouw', leeftijd: 4.5, aanwezig: true, opmerking: '' });
    expect(
      inschrijvingSaveSchema.safeParse({ aanwezig: true, kinderen: [{ naam: 'A', leeftijd: 4.3 }] }).success,
    ).toBe(false);
  });

  it('defaults an event to a maximum child age of 12 (spec 2 §3)', () => {
    expect(evenementSaveSchema.parse({ naam: 'Sinterklaas' })).toMatchObject({
      maxKindLeeftijd: 12,
      perKind: false,
      datum: null,
    });
  });
});
