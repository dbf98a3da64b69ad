import { describe, expect, it } from 'vitest';
import { shouldAutoSearch } from './search-rule';

describe('one-off search auto reload (spec 2 §2, §5)', () => {
  it.each([
    ['an emptied query', '', true],
    ['only spaces', '   ', true],
    ['one character', 'P', false],
    ['three characters', 'Pee', false],
    ['four characters (more than 3)', 'Peet', true],
    ['three characters with spaces around', ' Pee ', false],
  ])('%s → %s', (_case, text, expected) => {
    expect(shouldAutoSearch(text)).toBe(expected);
  });
});
