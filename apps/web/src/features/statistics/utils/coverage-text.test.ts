import { describe, expect, it } from 'vitest';
import { coverageText } from './coverage-text';

describe('coverageText', () => {
  it('should say how many of the companies have the data', () => {
    expect(
      coverageText({
        companies: 98765,
        with_data: 12345,
        label: 'companies with an OSHA inspection',
      }),
    ).toBe(
      'Companies with an OSHA inspection: 12,345 of 98,765 companies (12.5%)',
    );
  });

  it('should say so when the filters keep no company', () => {
    expect(
      coverageText({ companies: 0, with_data: 0, label: 'companies' }),
    ).toBe('No companies match these filters.');
  });
});
