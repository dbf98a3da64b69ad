import { describe, expect, it } from 'vitest';
import { formatEuro, truncateLine } from './money';

describe("formatEuro (UX.md: '€ 1.519,58')", () => {
  it.each([
    [1519.58, '€ 1.519,58'],
    [0, '€ 0,00'],
    [12.5, '€ 12,50'],
    [1234567.891, '€ 1.234.567,89'],
    [-12.5, '€ -12,50'],
  ])('%d → %s', (amount, expected) => {
    expect(formatEuro(amount)).toBe(expected);
  });
});

describe('truncateLine (spec 1 §2: 50 characters; spec 2 §2: soap house 45 = 42 + ...)', () => {
  const long = 'Fatima El Amrani-Benali, Vrouw, 30/07/1985 (40 jaar), moeder';
  it.each([
    ['a short line stays as it is', 'An Peeters', 45, 'An Peeters'],
    ['a line of exactly max stays', 'x'.repeat(45), 45, 'x'.repeat(45)],
    ['a soap-house line is 42 characters plus dots', long, 45, `${long.slice(0, 42)}...`],
    ['a household line is cut at 50', long, 50, `${long.slice(0, 47)}...`],
    ['accented letters count once', 'é'.repeat(46), 45, `${'é'.repeat(42)}...`],
  ])('%s', (_rule, text, max, expected) => {
    const out = truncateLine(text, max);
    expect(out).toBe(expected);
    expect(Array.from(out).length).toBeLessThanOrEqual(max);
  });

  it('takes another ellipsis, or none', () => {
    expect(truncateLine('abcdefghij', 5, '…')).toBe('abcd…');
    expect(truncateLine('abcdefghij', 5, '')).toBe('abcde');
  });
});
