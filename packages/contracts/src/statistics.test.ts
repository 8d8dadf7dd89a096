import { describe, expect, it } from 'vitest';
import {
  STATISTICS_FIGURES,
  findStatFigure,
  statSizeBand,
  statisticsQuerySchema,
} from './statistics';

describe('statistics contracts', () => {
  it('should put an employee count in its band', () => {
    expect(statSizeBand(null)).toBe('unknown');
    expect(statSizeBand(0)).toBe('unknown');
    expect(statSizeBand(1)).toBe('1-9');
    expect(statSizeBand(9)).toBe('1-9');
    expect(statSizeBand(10)).toBe('10-49');
    expect(statSizeBand(499)).toBe('100-499');
    expect(statSizeBand(1000)).toBe('1000+');
    expect(statSizeBand(250_000)).toBe('1000+');
  });

  it('should read comma-separated filters, empty meaning none', () => {
    expect(
      statisticsQuerySchema.parse({ states: 'TX,OK', naics: '23', sizes: '' }),
    ).toEqual({ states: ['TX', 'OK'], naics: ['23'], sizes: [] });
    expect(statisticsQuerySchema.parse({})).toEqual({
      states: [],
      naics: [],
      sizes: [],
    });
  });

  it('should refuse unknown states, NAICS codes and bands', () => {
    expect(statisticsQuerySchema.safeParse({ states: 'ZZ' }).success).toBe(
      false,
    );
    expect(statisticsQuerySchema.safeParse({ naics: '2' }).success).toBe(false);
    expect(statisticsQuerySchema.safeParse({ sizes: '5-7' }).success).toBe(
      false,
    );
  });

  it('should give every figure a unique id within its module', () => {
    for (const figures of Object.values(STATISTICS_FIGURES)) {
      const ids = figures.map((f) => f.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(findStatFigure('pc', 'osha-by-year')?.title).toMatch(/OSHA/);
    expect(findStatFigure('eb', 'osha-by-year')).toBeUndefined();
  });
});
