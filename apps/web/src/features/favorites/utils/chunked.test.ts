import { describe, expect, it } from 'vitest';
import { chunked } from './chunked';

describe('chunked', () => {
  it('should cut a list into runs of at most the size, in order', () => {
    expect(chunked([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunked([], 100)).toEqual([]);
  });
});
