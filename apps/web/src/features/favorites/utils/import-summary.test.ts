import { describe, expect, it } from 'vitest';
import {
  importSummary,
  unmatchedRowDetails,
  unmatchedRowLabel,
} from './import-summary';

describe('import summary', () => {
  it('should count added, already and unmatched rows in words', () => {
    const unmatched = {
      row: 3,
      values: {},
      reason: 'x',
      comment: null,
      suggestions: [],
    };
    expect(importSummary({ added: 1, already: 0, unmatched: [] })).toEqual({
      added: '1 company added',
      already: '0 already favorites',
      unmatched: '0 rows not matched',
    });
    expect(
      importSummary({ added: 1200, already: 1, unmatched: [unmatched] }),
    ).toEqual({
      added: '1,200 companies added',
      already: '1 already a favorite',
      unmatched: '1 row not matched',
    });
  });

  it('should name an unmatched row by its company, and list the rest of it', () => {
    const values = {
      'Company Name': ' Nowhere Widgets ',
      Street: '1 Nowhere Rd',
      City: '',
      State: 'IL',
    };
    expect(unmatchedRowLabel(values)).toBe('Nowhere Widgets');
    expect(unmatchedRowDetails(values)).toBe('1 Nowhere Rd, IL');
    const unnamed = { Name: '', FEIN: '99-9999999' };
    expect(unmatchedRowLabel(unnamed)).toBe('');
    expect(unmatchedRowDetails(unnamed)).toBe('99-9999999');
  });
});
