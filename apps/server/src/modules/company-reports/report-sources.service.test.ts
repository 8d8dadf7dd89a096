import { describe, expect, it } from 'vitest';
import { summarizeSources } from './report-sources.service';

const FILES = [
  { id: 4, dataset: 'f5500', file_name: 'f_5500_2023_latest.csv' },
  { id: 9, dataset: 'f5500', file_name: 'f_5500_2024_latest.csv' },
  { id: 12, dataset: 'osha_inspection', file_name: 'osha_inspection.csv' },
  { id: 14, dataset: 'nri_counties', file_name: 'NRI_Table_Counties.csv' },
];
const fact = (
  import_file_id: number,
  source_year: number | null,
  as_of_date: string | null,
) => ({ import_file_id, source_year, as_of_date });

describe('summarizeSources', () => {
  it('should give each dataset its newest file, latest year and as-of date', () => {
    const sources = summarizeSources(FILES, [
      fact(12, 2025, '2025-11-02'),
      fact(9, 2023, '2025-07-30'),
      fact(4, 2024, '2025-10-15'),
      fact(14, null, null),
    ]);
    expect(sources).toEqual([
      {
        dataset: 'nri_counties',
        label: 'FEMA National Risk Index',
        file_name: 'NRI_Table_Counties.csv',
        year: null,
        year_kind: null,
        as_of_date: null,
      },
      {
        dataset: 'f5500',
        label: 'Form 5500 (DOL EFAST2)',
        file_name: 'f_5500_2024_latest.csv',
        year: 2024,
        year_kind: 'plan',
        as_of_date: '2025-10-15',
      },
      {
        dataset: 'osha_inspection',
        label: 'OSHA Enforcement Data: Inspections (DOL)',
        file_name: 'osha_inspection.csv',
        year: 2025,
        year_kind: 'fiscal',
        as_of_date: '2025-11-02',
      },
    ]);
  });

  it('should list nothing for no rows', () => {
    expect(summarizeSources(FILES, [])).toEqual([]);
  });
});
