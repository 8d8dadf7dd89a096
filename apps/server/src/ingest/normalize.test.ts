import { describe, expect, it } from 'vitest';
import { displayKey, nameKey } from './normalize';

describe('name keys', () => {
  it('agree across spellings of one name', () => {
    expect(nameKey('The Acme Mfg. Co., Inc. - Jobsite 4')).toBe(
      'ACME MANUFACTURING',
    );
    expect(nameKey('ACME MANUFACTURING')).toBe('ACME MANUFACTURING');
    expect(displayKey('METLIFE INS CO')).toBe('Metlife Insurance');
    expect(displayKey('Metlife Insurance Company')).toBe('Metlife Insurance');
  });

  it('give the same key however many other names came between', () => {
    const first = nameKey('Gilmore Brothers Association, Inc.');
    for (let i = 0; i < 40_000; i += 1) nameKey(`Company ${i} LLC`);
    expect(nameKey('Gilmore Brothers Association, Inc.')).toBe(first);
    expect(first).toBe('GILMORE BROTHERS ASSOCIATION');
    expect(nameKey('Company 12345 LLC')).toBe('COMPANY 12345');
  });
});
