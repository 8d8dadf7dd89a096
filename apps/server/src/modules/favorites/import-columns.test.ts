import { describe, expect, it } from 'vitest';
import { fieldsOf, hasIdentifyingColumn, mapColumns } from './import-columns';

describe('import columns', () => {
  it('should read common header names whatever their case and punctuation', () => {
    expect(
      mapColumns([
        'Company Name',
        'Street',
        'CITY',
        'State',
        'ZIP_Code',
        'F.E.I.N.',
        'Muns',
        'Comments',
      ]),
    ).toEqual({
      name: 0,
      address: 1,
      city: 2,
      state: 3,
      zip: 4,
      muns: 6,
      comment: 7,
    });
    expect(mapColumns(['FEIN', 'Name', 'Zip Code'])).toEqual({
      ein: 0,
      name: 1,
      zip: 2,
    });
  });

  it('should keep the first column of a field and ignore unknown ones', () => {
    expect(mapColumns(['Name', 'Company', 'Revenue'])).toEqual({ name: 0 });
  });

  it('should need a name, MUNS or EIN column', () => {
    expect(hasIdentifyingColumn(mapColumns(['Address', 'City']))).toBe(false);
    expect(hasIdentifyingColumn(mapColumns(['EIN']))).toBe(true);
  });

  it('should give the trimmed, non-blank values of a row', () => {
    const columns = mapColumns(['Company', 'City', 'State']);
    expect(fieldsOf(columns, [' Acme ', '   '])).toEqual({ name: 'Acme' });
  });
});
