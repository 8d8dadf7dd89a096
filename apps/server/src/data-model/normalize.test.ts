import { describe, expect, it } from 'vitest';
import { brokerKey, displayKey, nameKey } from './normalize';

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

describe('broker keys', () => {
  it('should give one key to a name and its spelling cut at the field width', () => {
    const cut = 'GOLDEN COAST INSURANCE SERVICES, IN';
    expect(cut).toHaveLength(35);
    expect(brokerKey(cut)).toBe('Golden Coast Insurance Services');
    expect(brokerKey('GOLDEN COAST INSURANCE SERVICES')).toBe(
      'Golden Coast Insurance Services',
    );
    expect(brokerKey('PACIFIC SHORE BENEFIT CONSULTANTS L')).toBe(
      'Pacific Shore Benefit Consultants',
    );
  });

  it('should keep a last word that is whole or not a legal form', () => {
    // Shorter than the field: 'IN' was typed, not cut.
    expect(brokerKey('BENEFITS IN')).toBe('Benefits In');
    // At the field width, a cut word that is no legal form stays.
    expect(brokerKey('GOLDEN COAST INSURANCE SERVICES, AB')).toBe(
      'Golden Coast Insurance Services Ab',
    );
  });
});
