import { describe, expect, it } from 'vitest';
import { percentileOf, percentileRank, spreadOf } from './peer-stats';

describe('percentileOf', () => {
  it('should interpolate between the two nearest values', () => {
    // (4 - 1) x 0.25 = 0.75: three quarters of the way from 10 to 20.
    expect(percentileOf([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(percentileOf([10, 20, 30, 40], 0.5)).toBe(25);
    expect(percentileOf([10, 20, 30, 40], 0.75)).toBe(32.5);
  });

  it('should give the ends at 0 and 1, and the one value of one', () => {
    expect(percentileOf([3, 5, 9], 0)).toBe(3);
    expect(percentileOf([3, 5, 9], 1)).toBe(9);
    expect(percentileOf([7], 0.25)).toBe(7);
  });

  it('should refuse no values', () => {
    expect(() => percentileOf([], 0.5)).toThrow(RangeError);
  });
});

describe('spreadOf', () => {
  it('should sort the values before taking quartiles', () => {
    expect(spreadOf([50, 10, 40, 20, 30])).toEqual({
      min: 10,
      p25: 20,
      median: 30,
      p75: 40,
      max: 50,
    });
  });

  it('should not reorder the values it is given', () => {
    const values = [3, 1, 2];
    spreadOf(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('percentileRank', () => {
  it('should count the peers strictly below the value', () => {
    expect(percentileRank([1, 2, 3, 4], 3)).toBe(50);
    expect(percentileRank([1, 2, 3, 4], 5)).toBe(100);
    expect(percentileRank([1, 2, 3, 4], 1)).toBe(0);
  });

  it('should not count ties as below', () => {
    expect(percentileRank([2, 2, 2, 2, 9], 2)).toBe(0);
  });

  it('should round down so that "higher than" holds', () => {
    // 2 of 3 is 66.7%.
    expect(percentileRank([1, 2, 3], 2.5)).toBe(66);
  });

  it('should refuse no peers', () => {
    expect(() => percentileRank([], 1)).toThrow(RangeError);
  });
});
