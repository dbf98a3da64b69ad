import { describe, expect, it } from 'vitest';
import { isExactSearch } from './exact-search';

describe('exact member searches (UX.md desk flow)', () => {
  it.each([
    ['a member number', '245', true],
    ['a scanned member number', 'MVM245', true],
    ['a valid national number', '85073003328', true],
    ['a name', 'Peeters', false],
    ['an invalid national number', '85073003329', false],
  ])('%s is exact: %s', (_what, text, exact) => {
    expect(isExactSearch(text)).toBe(exact);
  });
});
