import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount';

describe('parseAmount', () => {
  it('should read plain, separated and abbreviated amounts', () => {
    expect(
      ['1500', '1,500', '$2.5M', '750k', '1B', ' .5k '].map(parseAmount),
    ).toEqual([1500, 1500, 2_500_000, 750_000, 1_000_000_000, 500]);
  });

  it('should read empty text as no limit and refuse other text', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('ten')).toBeUndefined();
    expect(parseAmount('-5')).toBeUndefined();
  });
});
