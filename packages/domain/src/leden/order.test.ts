import { describe, expect, it } from 'vitest';
import { parseMemberOrder } from './order';

describe('parseMemberOrder (spec 2 §9)', () => {
  it.each([
    ['empty is MVMNummer desc', '', { field: 'MVMNummer', direction: 'desc' }],
    ['missing is MVMNummer desc', undefined, { field: 'MVMNummer', direction: 'desc' }],
    ['the spec field', 'MVMNummer asc', { field: 'MVMNummer', direction: 'asc' }],
    ['mvmnummerFormatted is MVMNummer', 'mvmnummerFormatted desc', { field: 'MVMNummer', direction: 'desc' }],
    ['updated is UpdatedAt', 'updated asc', { field: 'UpdatedAt', direction: 'asc' }],
    ['created is CreatedAt', 'created DESC', { field: 'CreatedAt', direction: 'desc' }],
    ['a field alone is ascending', 'UpdatedAt', { field: 'UpdatedAt', direction: 'asc' }],
    ['an unknown field is refused', 'naam asc', null],
    ['an unknown direction is refused', 'MVMNummer up', null],
    ['extra words are refused', 'MVMNummer asc; drop', null],
  ])('%s', (_rule, text, expected) => {
    expect(parseMemberOrder(text)).toEqual(expected);
  });
});
