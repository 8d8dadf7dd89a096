import { describe, expect, it } from 'vitest';
import {
  bucketLabel,
  bucketTick,
  chartTitle,
  formatDay,
  rangeFromParams,
  rangeProblem,
} from './report-range';

describe('report range', () => {
  it('should default to the last 30 days', () => {
    expect(rangeFromParams(new URLSearchParams(), '2026-11-27')).toEqual({
      from: '2026-10-29',
      to: '2026-11-27',
    });
  });

  it('should read a valid range from the address and refuse a bad one', () => {
    const params = new URLSearchParams({
      from: '2026-01-01',
      to: '2026-02-01',
    });
    expect(rangeFromParams(params, '2026-11-27')).toEqual({
      from: '2026-01-01',
      to: '2026-02-01',
    });
    const reversed = new URLSearchParams({
      from: '2026-03-01',
      to: '2026-02-01',
    });
    expect(rangeFromParams(reversed, '2026-11-27').to).toBe('2026-11-27');
  });

  it('should say why a range cannot be asked for', () => {
    expect(rangeProblem({ from: '2026-03-01', to: '2026-02-01' })).toBe(
      'The start date is after the end date.',
    );
    expect(rangeProblem({ from: '2020-01-01', to: '2026-02-01' })).toBe(
      'Choose at most two years.',
    );
    expect(rangeProblem({ from: '', to: '2026-02-01' })).toBe(
      'Choose both dates.',
    );
    expect(rangeProblem({ from: '2026-01-01', to: '2026-02-01' })).toBeNull();
  });

  it('should write a day for people', () => {
    expect(formatDay('2026-11-27')).toBe('Nov 27, 2026');
    expect(formatDay(null)).toBe('—');
  });

  it('should name a chart and its points by what a point covers', () => {
    const range = { from: '2024-11-28', to: '2026-11-27' };
    expect(chartTitle(range, 'month')).toBe(
      'Per month, Nov 28, 2024 to Nov 27, 2026',
    );
    expect(chartTitle(range, 'week')).toBe(
      'Per week, Nov 28, 2024 to Nov 27, 2026',
    );
    expect(chartTitle(range, 'day')).toBe(
      'Per day, Nov 28, 2024 to Nov 27, 2026',
    );
    expect(bucketLabel('2026-11-23', 'week')).toBe('Week of Nov 23, 2026');
    expect(bucketLabel('2026-11-01', 'month')).toBe('Nov 2026');
    expect(bucketTick('2026-11-01', 'month')).toBe('Nov 2026');
    expect(bucketTick('2026-11-23', 'week')).toBe('Nov 23');
  });
});
