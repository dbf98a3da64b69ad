import { describe, expect, it } from 'vitest';
import { validateMembershipEnding } from './membership-ending';
import { normalizeMoney } from './money';

describe('normalizeMoney (spec 2 §5: empty amounts become 0)', () => {
  it.each([
    [null, 0],
    [undefined, 0],
    ['', 0],
    ['  ', 0],
    [12.5, 12.5],
    ['12.5', 12.5],
    ['12,50', 12.5],
    ['1.519,58', 1519.58],
    ['€ 1.519,58', 1519.58],
    ['-3', -3],
    ['abc', Number.NaN],
  ])('%j → %j', (input, expected) => {
    expect(normalizeMoney(input)).toBe(expected);
  });
});

describe('validateMembershipEnding (spec 2 §5)', () => {
  it.each([
    [
      'ending early without a reason is refused',
      { vroegtijdigBeindigd: true, redenenBeindiging: '' },
      ['Redenen beindiging is verplicht!'],
    ],
    [
      'a blank reason is no reason',
      { vroegtijdigBeindigd: true, redenenBeindiging: '  ' },
      ['Redenen beindiging is verplicht!'],
    ],
    ['ending early with a reason is fine', { vroegtijdigBeindigd: true, redenenBeindiging: 'Verhuisd' }, []],
    ['a running membership needs no reason', { vroegtijdigBeindigd: false }, []],
  ])('%s', (_rule, membership, expected) => {
    expect(validateMembershipEnding(membership)).toEqual(expected);
  });
});
