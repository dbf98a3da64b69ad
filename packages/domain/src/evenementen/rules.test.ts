import { describe, expect, it } from 'vitest';
import {
  kindGeslachtLabel,
  LEEFTIJD_HALVE_JAREN,
  leeftijdBovenMaximum,
  leeftijdFout,
  roundAgeToHalf,
  validateKinderen,
} from './rules';
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

  // Issue 27: a half year can be typed, a child above the event's maximum age is refused, on both sides.
  it.each([
    [4.5, 12, null],
    [12, 12, null],
    [0, 12, null],
    [null, 12, null],
    [12.5, 12, 'Leeftijd kind hoger dan het maximum (12 jaar)!'],
    [30, 12, 'Leeftijd kind hoger dan het maximum (12 jaar)!'],
    [7, 6.5, 'Leeftijd kind hoger dan het maximum (6,5 jaar)!'],
    [4.3, 12, 'Leeftijd kind gaat per halve jaren (bv. 4,5)!'],
  ])('age %s at an event up to %s years → %s', (leeftijd, max, message) =>
    expect(leeftijdFout(leeftijd, max)).toBe(message),
  );

  it('holds the children signed up to the maximum age, each message once, after the spec’s', () => {
    const kind = { naam: 'Lotte', geslacht: 'Vrouw', aanwezig: true };
    expect(validateKinderen([{ ...kind, leeftijd: 30 }])).toEqual([]);
    expect(
      validateKinderen(
        [
          { ...kind, leeftijd: 30 },
          { ...kind, leeftijd: 14 },
          { ...kind, naam: '', leeftijd: 4.3 },
        ],
        12,
      ),
    ).toEqual(['Naam kind niet ingevuld!', leeftijdBovenMaximum(12), LEEFTIJD_HALVE_JAREN]);
    // A child not signed up (unticked) is not held to the maximum, but still to half years.
    expect(validateKinderen([{ ...kind, aanwezig: false, leeftijd: 30 }], 12)).toEqual([]);
    expect(validateKinderen([{ ...kind, aanwezig: false, leeftijd: 3.2 }], 12)).toEqual([
      LEEFTIJD_HALVE_JAREN,
    ]);
  });

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
