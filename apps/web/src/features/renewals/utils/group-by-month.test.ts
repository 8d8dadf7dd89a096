import { describe, expect, it } from 'vitest';
import type { Renewal } from '@edge/contracts';
import { groupByMonth } from './group-by-month';

const due = (muns: string, dueDate: string) => ({ muns, dueDate }) as Renewal;

describe('groupByMonth', () => {
  it('should put each date in its own month, earliest month first', () => {
    const months = groupByMonth([
      due('M3', '2027-01-01'),
      due('M1', '2026-12-31'),
      due('M2', '2026-12-01'),
    ]);
    expect(
      months.map((month) => ({
        label: month.label,
        muns: month.renewals.map((renewal) => renewal.muns),
      })),
    ).toEqual([
      { label: 'December 2026', muns: ['M2', 'M1'] },
      { label: 'January 2027', muns: ['M3'] },
    ]);
  });

  it('should have no month when there is no date', () => {
    expect(groupByMonth([])).toEqual([]);
  });
});
