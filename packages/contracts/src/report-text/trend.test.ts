import { describe, expect, it } from 'vitest';
import { describeChange } from './trend';

describe('describeChange', () => {
  it('should give the change against the year before', () => {
    expect(describeChange(108, { value: 100, year: 2023 })).toBe('+8% vs 2023');
    expect(describeChange(97, { value: 100, year: 2023 })).toBe('−3% vs 2023');
    expect(describeChange(100, { value: 100, year: 2023 })).toBe('±0% vs 2023');
  });

  it('should say nothing without a base', () => {
    expect(describeChange(5, undefined)).toBeUndefined();
    expect(describeChange(5, { value: 0, year: 2023 })).toBeUndefined();
  });
});
