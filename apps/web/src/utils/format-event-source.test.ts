import { describe, expect, it } from 'vitest';
import { formatEventSource } from './format-event-source';

describe('formatEventSource', () => {
  it('should name the dataset, file, year and as-of date', () => {
    expect(
      formatEventSource({
        dataset: 'osha_inspections',
        title: 'OSHA inspections',
        file_name: 'osha_inspection_2026.csv',
        year: 2026,
        as_of_date: '2026-03-01',
      }),
    ).toBe(
      'OSHA inspections · osha_inspection_2026.csv · 2026 · as of 3/1/2026',
    );
  });

  it('should leave out what the source does not say', () => {
    expect(
      formatEventSource({
        dataset: 'f5500',
        title: 'Form 5500',
        file_name: null,
        year: null,
        as_of_date: null,
      }),
    ).toBe('Form 5500');
  });
});
