import { describe, expect, it } from 'vitest';
import { formatAddress, formatSource } from './format-source';

const source = {
  dataset: 'osha_inspection',
  label: 'OSHA Enforcement Data: Inspections (DOL)',
  file_name: 'osha_inspection.csv',
  year: 2025,
  year_kind: 'fiscal' as const,
  as_of_date: '2025-11-02',
};

describe('formatSource', () => {
  it('should name the dataset, its latest year and its as-of date', () => {
    expect(formatSource(source)).toBe(
      'OSHA Enforcement Data: Inspections (DOL), fiscal year 2025, as of 11/2/2025',
    );
  });

  it('should leave out what the source does not know', () => {
    expect(
      formatSource({
        ...source,
        year: null,
        year_kind: null,
        as_of_date: null,
      }),
    ).toBe('OSHA Enforcement Data: Inspections (DOL)');
  });
});

describe('formatAddress', () => {
  it('should join street, city, state and ZIP, skipping blanks', () => {
    expect(
      formatAddress({
        address: '1200 N Main St',
        city: 'Columbus',
        state: 'OH',
        zip: '43215',
      }),
    ).toBe('1200 N Main St, Columbus, OH 43215');
    expect(
      formatAddress({ address: null, city: 'Laval', state: null, zip: null }),
    ).toBe('Laval');
  });
});
