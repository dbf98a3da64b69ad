import { ageInYears, type BirthDateInput } from '../dates/birthdays';
import type { DateInput } from '../dates/brussels';
import { normalizeMoney } from '../validation/money';
import type { GezinInput } from './types';

// spec 2 §9: poverty reference amount per month.
export const POVERTY_REFERENCE_AMOUNT = 1519.58;
// spec 2 §9: the household factor counts persons aged 15 or over as adults.
export const POVERTY_ADULT_AGE = 15;

export type PovertyLineResult = 'ja' | 'nee' | 'Misschien';
export type PovertyLine = { factor: number; threshold: number; income: number; result: PovertyLineResult };

export type PovertyLineInput = Pick<
  GezinInput,
  | 'inSchuldbemiddeling'
  | 'maandelijksBudget'
  | 'maandelijksBudgetNietBekend'
  | 'maandelijksInkomen'
  | 'maandelijksInkomenNietBekend'
  | 'allimentatie'
  | 'allimentatieNietBekend'
  | 'kindergeld'
  | 'kindergeldNietBekend'
> & { leden: readonly { geboortedatum?: BirthDateInput }[] };

const cents = (n: number): number => Math.round(n * 100) / 100;

/** A part counts only when its NietBekend flag is false (spec 2 §3: the flag defaults to true). */
const known = (value: unknown, nietBekend: boolean | null | undefined): number => {
  // normalizeMoney reads anything a money field holds and treats the rest as 0.
  const amount = nietBekend === false ? normalizeMoney(value as string | number | null | undefined) : 0;
  return Number.isFinite(amount) ? amount : 0;
};

/**
 * spec 2 §9 household factor: 1, plus 0.5 for every person aged 15 or over beyond the first
 * (unknown age counts as adult), plus 0.3 per child under 15. Decision: "the first" is the first
 * adult, so a household of children alone (not expected) is 1 + 0.3 per child.
 */
export function householdFactor(leden: PovertyLineInput['leden'], now: DateInput): number {
  const children = leden.filter((l) => {
    const age = ageInYears(l.geboortedatum, now);
    return age !== null && age < POVERTY_ADULT_AGE;
  }).length;
  const adults = leden.length - children;
  // in tenths, so 1 + 0.5 + 0.3 × 3 is exactly 2.4
  return (10 + 5 * Math.max(adults - 1, 0) + 3 * children) / 10;
}

/**
 * spec 2 §5, §9 poverty-line indicator: income is the monthly budget when in debt mediation,
 * else income + alimony + child benefit, known parts only. 'Misschien' when that is 0; otherwise
 * 'ja' when at or below reference × factor, else 'nee'.
 */
export function povertyLine(input: PovertyLineInput, now: DateInput): PovertyLine {
  const factor = householdFactor(input.leden, now);
  const threshold = cents(POVERTY_REFERENCE_AMOUNT * factor);
  const income = cents(
    input.inSchuldbemiddeling
      ? known(input.maandelijksBudget, input.maandelijksBudgetNietBekend)
      : known(input.maandelijksInkomen, input.maandelijksInkomenNietBekend) +
          known(input.allimentatie, input.allimentatieNietBekend) +
          known(input.kindergeld, input.kindergeldNietBekend),
  );
  const result: PovertyLineResult = income === 0 ? 'Misschien' : income <= threshold ? 'ja' : 'nee';
  return { factor, threshold, income, result };
}
