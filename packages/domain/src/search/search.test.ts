import { describe, expect, it } from 'vitest';
import { classifySearchTerm } from './classify';
import {
  formatCaseNumber,
  formatMemberNumber,
  parseCaseNumber,
  parseCaseNumberParam,
  parseMemberNumber,
  parseMemberNumberParam,
} from './numbers';
import { fixScannerInput } from './scanner';

describe('fixScannerInput (spec 1 §5 scanner keyboard fix)', () => {
  it.each([
    ['maps & é " \' ( § è ! ç à to 1..9 and 0', '&é"\'(§è!çà', '1234567890'],
    ['turns a scanned register number back into digits', '(&àé&!àé"à(', '51021802305'],
    ['leaves digits and letters alone', 'MVM123 Peeters', 'MVM123 Peeters'],
    ['maps symbols inside a mixed text', 'MVM&é"', 'MVM123'],
  ])('%s', (_rule, input, expected) => {
    expect(fixScannerInput(input)).toBe(expected);
  });
});

describe('classifySearchTerm (spec 1 §5 search classification)', () => {
  it.each([
    [
      '11 digits is a national register number',
      '85073003328',
      { kind: 'rijksregisternummer', value: '85073003328' },
    ],
    [
      'takes only the first 11 digits',
      '8507300332899',
      { kind: 'rijksregisternummer', value: '85073003328' },
    ],
    [
      'accepts the formatted register number',
      '85.07.30-033.28',
      { kind: 'rijksregisternummer', value: '85073003328' },
    ],
    ['trims before counting', '  85073003328  ', { kind: 'rijksregisternummer', value: '85073003328' }],
    ['fixes scanner symbols first', '!(àè"àà""é!', { kind: 'rijksregisternummer', value: '85073003328' }],
    ['MVM prefix is a member number', 'MVM123', { kind: 'mvmnummer', value: 123 }],
    ['MVM prefix in lower case with a space', 'mvm 123', { kind: 'mvmnummer', value: 123 }],
    ['MVM with scanner symbols', 'MVM&é"', { kind: 'mvmnummer', value: 123 }],
    ['short digits-only input is a member number (MVM prefix box)', '123', { kind: 'mvmnummer', value: 123 }],
    ['10 digits are still a member number', '1234567890', { kind: 'mvmnummer', value: 1234567890 }],
    ['a name is a name search', 'Peeters', { kind: 'naam', value: 'Peeters' }],
    ['a name starting with Mvm but without digits is a name', 'Mvmba', { kind: 'naam', value: 'Mvmba' }],
    [
      '11+ characters not starting with a digit is a name',
      'Van den Broeck',
      { kind: 'naam', value: 'Van den Broeck' },
    ],
    ['empty input is an empty name search', '   ', { kind: 'naam', value: '' }],
  ])('%s', (_rule, input, expected) => {
    expect(classifySearchTerm(input)).toEqual(expected);
  });
});

describe('member and case numbers (DESIGN.md)', () => {
  it.each([
    ['MVM123', 123],
    ['mvm123', 123],
    ['MVM 123', 123],
    ['123', 123],
    [123, 123],
    [' 42 ', 42],
    ['MVM', null],
    ['MVM0', null],
    [0, null],
    [-5, null],
    [1.5, null],
    ['E12', null],
    ['12a', null],
    ['', null],
    [null, null],
    ['MVM2147483647', 2147483647],
    ['MVM2147483648', null],
    [2147483648, null],
    ['1e0', null],
    ['0x1', null],
  ] as const)('parseMemberNumber(%j) is %j', (input, expected) => {
    expect(parseMemberNumber(input)).toBe(expected);
  });

  it.each([
    ['E12', 12],
    ['e12', 12],
    ['12', 12],
    [12, 12],
    ['MVM12', null],
    ['E', null],
    ['0', null],
    ['E99999999999', null],
  ] as const)('parseCaseNumber(%j) is %j', (input, expected) => {
    expect(parseCaseNumber(input)).toBe(expected);
  });

  it.each([
    ['MVM123', 123],
    ['mvm123', 123],
    ['123', 123],
    ['MVM 123', null],
    [' 123', null],
    ['123 ', null],
    ['1e0', null],
    ['0x1', null],
    ['+1', null],
    ['2147483648', null],
  ] as const)('a member number in a path, %j, is %j (strict)', (input, expected) => {
    expect(parseMemberNumberParam(input)).toBe(expected);
  });

  it.each([
    ['E45', 45],
    ['e45', 45],
    ['45', 45],
    ['E 45', null],
    ['E99999999999', null],
  ] as const)('a case number in a path, %j, is %j (strict)', (input, expected) => {
    expect(parseCaseNumberParam(input)).toBe(expected);
  });

  it.each(['2147483648', 'MVM2147483648'])(
    'a desk scan of %j beyond any member number is a name search, not a lookup',
    (input) => {
      expect(classifySearchTerm(input).kind).toBe('naam');
    },
  );

  it('formats numbers with their prefix', () => {
    expect(formatMemberNumber(123)).toBe('MVM123');
    expect(formatCaseNumber(7)).toBe('E7');
  });
});
