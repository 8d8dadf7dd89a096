import { describe, expect, it } from 'vitest';
import type { ReportSource } from '../company-reports';
import {
  formatSource,
  formatSources,
  summarizeSources,
} from './format-sources';

const osha: ReportSource = {
  dataset: 'osha_inspection',
  label: 'OSHA Enforcement Data (DOL)',
  file_name: 'osha_inspection.csv',
  year: 2024,
  year_kind: 'fiscal',
  as_of_date: '2026-10-30',
};

describe('report sources', () => {
  it('should name the dataset, its year and its as-of date', () => {
    expect(formatSource(osha)).toBe(
      'OSHA Enforcement Data (DOL) · fiscal year 2024 · as of 10/30/2026',
    );
  });

  it('should leave out what the source does not say', () => {
    expect(
      formatSource({ ...osha, year: null, year_kind: null, as_of_date: null }),
    ).toBe('OSHA Enforcement Data (DOL)');
    expect(formatSource({ ...osha, year_kind: null })).toContain('· year 2024');
  });

  it('should list each dataset once', () => {
    expect(formatSources([osha, osha])).toHaveLength(1);
  });

  it('should sum up many datasets in one line', () => {
    const dot = { ...osha, label: 'FMCSA Census', as_of_date: '2026-11-02' };
    expect(summarizeSources([osha, dot, osha])).toBe(
      'OSHA Enforcement Data (DOL), FMCSA Census · latest as of 11/2/2026',
    );
    expect(summarizeSources([])).toBe('');
  });
});
