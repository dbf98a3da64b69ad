import { describe, expect, it } from 'vitest';
import { moved } from './reorder';

describe('moved', () => {
  it('swaps the entry with its neighbour', () => {
    expect(moved([4, 7, 9], 7, -1)).toEqual([7, 4, 9]);
    expect(moved([4, 7, 9], 7, 1)).toEqual([4, 9, 7]);
  });

  it('refuses to move past either end or an unknown entry', () => {
    expect(moved([4, 7, 9], 4, -1)).toBeNull();
    expect(moved([4, 7, 9], 9, 1)).toBeNull();
    expect(moved([4, 7, 9], 5, 1)).toBeNull();
  });
});
