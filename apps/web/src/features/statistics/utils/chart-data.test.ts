import { describe, expect, it } from 'vitest';
import { buildChartData } from './chart-data';

const COLUMNS = [
  { key: 'year', label: 'Plan year', format: 'year' },
  { key: 'line', label: 'Line of business', format: 'text' },
  { key: 'plans', label: 'Plans', format: 'count' },
  { key: 'premium', label: 'Premium', format: 'money' },
] as const;

describe('buildChartData', () => {
  it('should chart one series of the measure over the categories without a split', () => {
    const data = buildChartData(
      {
        columns: [...COLUMNS],
        chart: {
          kind: 'bar',
          x: 'year',
          measures: ['plans'],
          isHorizontal: false,
        },
        rows: [
          { year: 2023, plans: 10, premium: 5 },
          { year: 2024, plans: null, premium: 7 },
        ],
      },
      'premium',
    );
    expect(data).toEqual({
      categories: ['2023', '2024'],
      measure: COLUMNS[3],
      series: [{ key: 'premium', label: 'Premium', data: [5, 7] }],
    });
  });

  it('should pivot the rows into one series per value of the split column', () => {
    const data = buildChartData(
      {
        columns: [...COLUMNS],
        chart: {
          kind: 'line',
          x: 'year',
          measures: ['premium', 'plans'],
          split: 'line',
          isHorizontal: false,
        },
        rows: [
          { year: 2022, line: 'Health', premium: 100, plans: 1 },
          { year: 2022, line: 'Dental', premium: 20, plans: 2 },
          { year: 2023, line: 'Health', premium: 110, plans: 3 },
          { year: 2024, line: 'Dental', premium: 25, plans: 4 },
        ],
      },
      'premium',
    );
    expect(data.categories).toEqual(['2022', '2023', '2024']);
    expect(data.series).toEqual([
      { key: 'Health', label: 'Health', data: [100, 110, null] },
      { key: 'Dental', label: 'Dental', data: [20, null, 25] },
    ]);
  });

  it('should name months on the axis and an empty category', () => {
    const data = buildChartData(
      {
        columns: [
          { key: 'month', label: 'Month', format: 'month' },
          { key: 'n', label: 'Contracts', format: 'count' },
        ],
        chart: {
          kind: 'bar',
          x: 'month',
          measures: ['n'],
          isHorizontal: false,
        },
        rows: [
          { month: 1, n: 4 },
          { month: null, n: 2 },
        ],
      },
      'n',
    );
    expect(data.categories).toEqual(['Jan', 'Not reported']);
  });
});
