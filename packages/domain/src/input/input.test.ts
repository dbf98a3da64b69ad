import { describe, expect, it } from 'vitest';
import { findInputProblem, hasControlCharacter, MAX_INPUT_DEPTH } from './control-characters';
import { MAX_DB_ID, parseDbId } from './ids';

describe('parseDbId: digits only, within the integer column', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['007', 7],
    [String(MAX_DB_ID), MAX_DB_ID],
  ])('reads %j as %d', (text, id) => expect(parseDbId(text)).toBe(id));

  it.each([
    '',
    '0',
    ' 1',
    '1 ',
    '+1',
    '-1',
    '1e0',
    '0x1',
    '1.0',
    '1,5',
    'abc',
    '2147483648',
    '99999999999',
    '١',
  ])('refuses %j', (text) => expect(parseDbId(text)).toBeNull());
});

describe('control characters in input', () => {
  it.each([
    ['a\u0000b', true],
    ['bel\u0007', true],
    ['del\u007F', true],
    ['esc\u001B[31m', true],
    ['regel 1\nregel 2\r\n\tingesprongen', false],
    ['Ééñ € ß', false],
  ])('%j has a control character: %s', (text, expected) => expect(hasControlCharacter(text)).toBe(expected));

  it('finds the path of a control character in values and keys', () => {
    expect(findInputProblem({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({
      kind: 'control',
      path: 'a.1.c',
    });
    expect(findInputProblem({ 'sleu\u0000tel': 1 })).toEqual({ kind: 'control', path: 'sleu\u0000tel' });
    expect(findInputProblem({ a: 1, b: [true, null, 'tekst'] })).toBeNull();
  });

  it('refuses nesting deeper than the limit instead of walking it', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH + 5; i += 1) deep = [deep];
    expect(findInputProblem(deep)?.kind).toBe('depth');
    let fine: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i += 1) fine = [fine];
    expect(findInputProblem(fine)).toBeNull();
  });
});
