import { describe, expect, it } from 'vitest';
import {
  bookTrend,
  changesWithin,
  incumbentOf,
  policyCarrierChanges,
} from './renewal-contest';

describe('changesWithin', () => {
  const years = [
    { year: 2019, name: 'A' },
    { year: 2020, name: 'B' },
    { year: 2022, name: 'B' },
    { year: 2022, name: 'C' },
    { year: 2023, name: 'C' },
    { year: 2023, name: 'B' },
    { year: 2024, name: 'D' },
  ];

  it('should count consecutive years whose names differ, both years in the window', () => {
    // 2020->2022 adds C; 2022->2023 same set; 2023->2024 replaces both.
    expect(changesWithin(years, 2021, 2024)).toBe(1);
    expect(changesWithin(years, 2020, 2024)).toBe(2);
    // 2019->2020 replaced A by B as well.
    expect(changesWithin(years, 2019, 2024)).toBe(3);
  });

  it('should see no change in a single year or an empty list', () => {
    expect(changesWithin([{ year: 2024, name: 'A' }], 2021, 2024)).toBe(0);
    expect(changesWithin([], 2021, 2024)).toBe(0);
  });
});

describe('policyCarrierChanges', () => {
  const term = (carrier: string | null, start: string) => ({
    carrier_name: carrier,
    effective_date: start,
    expiration_date: `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`,
  });

  it('should count carrier changes of policies started since the day, whatever their order', () => {
    const policies = [
      term('beta  insurance', '2025-01-01'),
      term('ACME MUTUAL', '2022-01-01'),
      term('BETA INSURANCE', '2024-01-01'),
      term('ACME MUTUAL', '2023-01-01'),
    ];
    // 2023 (same) is before the day; 2024 changed; 2025 is the same name.
    expect(policyCarrierChanges(policies, '2023-11-15')).toBe(1);
    expect(policyCarrierChanges(policies, '2020-01-01')).toBe(1);
  });

  it('should skip policies without a carrier name', () => {
    const policies = [
      term('ACME', '2024-01-01'),
      term(null, '2025-01-01'),
      term('BETA', '2026-01-01'),
    ];
    expect(policyCarrierChanges(policies, '2023-01-01')).toBe(1);
  });
});

describe('bookTrend', () => {
  it('should call a change of more than 5% growing or shrinking', () => {
    expect(bookTrend(106, 100)).toBe('growing');
    expect(bookTrend(105, 100)).toBe('steady');
    expect(bookTrend(95, 100)).toBe('steady');
    expect(bookTrend(94, 100)).toBe('shrinking');
    expect(bookTrend(1, 2)).toBe('shrinking');
  });

  it('should have no trend without a year before', () => {
    expect(bookTrend(5, null)).toBeNull();
    expect(bookTrend(5, 0)).toBeNull();
  });
});

describe('incumbentOf', () => {
  it('should pick the best-paid broker of the latest year, ties by name', () => {
    const brokers = [
      { year: 2023, name: 'OLD', normalized: 'OLD', pay: 9000 },
      { year: 2024, name: 'ZED', normalized: 'ZED', pay: 500 },
      { year: 2024, name: 'ABLE', normalized: null, pay: 500 },
      { year: 2024, name: 'LOW', normalized: 'LOW', pay: 100 },
    ];
    expect(incumbentOf(brokers)?.name).toBe('ABLE');
    expect(incumbentOf([])).toBeNull();
  });
});
