import { describe, expect, it } from 'vitest';
import { householdFactor, povertyLine, type PovertyLineInput } from './poverty-line';

const now = new Date('2025-06-01T10:00:00Z');
const adult = { geboortedatum: '1985-01-01' };
const teen15 = { geboortedatum: '2010-05-31' }; // 15 yesterday
const child14 = { geboortedatum: '2010-06-02' }; // 15 tomorrow
const unknown = { geboortedatum: '0001-01-01T00:00:00Z' };

describe('householdFactor (spec 2 §9)', () => {
  // prettier-ignore
  it.each([
    ['one adult is 1', [adult], 1],
    ['a second adult adds 0.5', [adult, adult], 1.5],
    ['a child under 15 adds 0.3', [adult, child14], 1.3],
    ['a 15-year-old counts as adult', [adult, teen15], 1.5],
    ['an unknown age counts as adult', [adult, unknown], 1.5],
    ['two adults and three children', [adult, adult, child14, child14, child14], 2.4],
    ['nobody at all is 1', [], 1],
  ])('%s', (_rule, leden, expected) => {
    expect(householdFactor(leden, now)).toBe(expected);
  });
});

describe('povertyLine (spec 2 §5, §9)', () => {
  const base: PovertyLineInput = { leden: [adult, child14] }; // factor 1.3, threshold 1975.45
  // prettier-ignore
  it.each([
    ['everything unknown is Misschien', {}, 0, 'Misschien'],
    ['known income of 0 is Misschien', { maandelijksInkomen: 0, maandelijksInkomenNietBekend: false }, 0, 'Misschien'],
    ['income below the threshold is ja', { maandelijksInkomen: 1500, maandelijksInkomenNietBekend: false }, 1500, 'ja'],
    ['income exactly at the threshold is ja', { maandelijksInkomen: 1975.45, maandelijksInkomenNietBekend: false }, 1975.45, 'ja'],
    ['one cent above the threshold is nee', { maandelijksInkomen: 1975.46, maandelijksInkomenNietBekend: false }, 1975.46, 'nee'],
    ['income, alimony and child benefit add up', { maandelijksInkomen: 1500, maandelijksInkomenNietBekend: false, allimentatie: 200, allimentatieNietBekend: false, kindergeld: 300, kindergeldNietBekend: false }, 2000, 'nee'],
    ['a part flagged niet bekend is left out', { maandelijksInkomen: 1500, maandelijksInkomenNietBekend: false, kindergeld: 900, kindergeldNietBekend: true }, 1500, 'ja'],
    ['a missing flag means niet bekend (default true)', { maandelijksInkomen: 1500, maandelijksInkomenNietBekend: false, allimentatie: 900 }, 1500, 'ja'],
    ['in debt mediation only the budget counts', { inSchuldbemiddeling: true, maandelijksBudget: 400, maandelijksBudgetNietBekend: false, maandelijksInkomen: 5000, maandelijksInkomenNietBekend: false }, 400, 'ja'],
    ['in debt mediation with an unknown budget is Misschien', { inSchuldbemiddeling: true, maandelijksInkomen: 5000, maandelijksInkomenNietBekend: false }, 0, 'Misschien'],
    ['the budget is ignored outside debt mediation', { maandelijksBudget: 400, maandelijksBudgetNietBekend: false }, 0, 'Misschien'],
    ['amounts typed as text count', { maandelijksInkomen: '1.200,50', maandelijksInkomenNietBekend: false }, 1200.5, 'ja'],
  ])('%s', (_rule, money, income, result) => {
    const line = povertyLine({ ...base, ...money }, now);
    expect(line).toEqual({ factor: 1.3, threshold: 1975.45, income, result });
  });

  it('multiplies the reference amount by the factor', () => {
    expect(povertyLine({ leden: [adult] }, now).threshold).toBe(1519.58);
    expect(povertyLine({ leden: [adult, adult, child14, child14, child14] }, now).threshold).toBe(3646.99);
  });
});
