import { describe, expect, it } from 'vitest';
import {
  abbreviate,
  mixedCase,
  swapAmpersand,
  typo,
  withSuffix,
} from './name-variants';
import { Rng } from './prng';

describe('name variants', () => {
  it('should spell the legal form in each style', () => {
    expect(withSuffix('SMITH PLUMBING', 'INC', 'plain')).toBe(
      'SMITH PLUMBING INC',
    );
    expect(withSuffix('SMITH PLUMBING', 'INC', 'comma')).toBe(
      'SMITH PLUMBING, INC.',
    );
    expect(withSuffix('SMITH PLUMBING', 'CORP', 'long')).toBe(
      'SMITH PLUMBING CORPORATION',
    );
    expect(withSuffix('SMITH PLUMBING', 'LLC', 'dotted')).toBe(
      'SMITH PLUMBING L.L.C.',
    );
    expect(withSuffix('SMITH PLUMBING', '', 'comma')).toBe('SMITH PLUMBING');
  });

  it('should abbreviate, swap & and AND, and write mixed case', () => {
    expect(abbreviate('ACME PLUMBING SERVICES')).toBe('ACME PLUMBING SVCS');
    expect(swapAmpersand('SMITH & JONES LAW')).toBe('SMITH AND JONES LAW');
    expect(swapAmpersand('SMITH AND JONES LAW')).toBe('SMITH & JONES LAW');
    expect(mixedCase('SMITH PLUMBING & HEATING, INC.')).toBe(
      'Smith Plumbing & Heating, Inc.',
    );
    expect(mixedCase('JRS LIFE INSURANCE COMPANY OF AMERICA LLC')).toBe(
      'JRS Life Insurance Company of America LLC',
    );
  });

  it('should write surnames, initials and abbreviations in mixed case as people do', () => {
    expect(mixedCase('OLIVIA LYNCH PRINT & GRAPHICS')).toBe(
      'Olivia Lynch Print & Graphics',
    );
    expect(mixedCase("MCCARTHY & O'BRIEN CPAS, LTD.")).toBe(
      "McCarthy & O'Brien CPAs, Ltd.",
    );
    expect(mixedCase('ABC TRI-COUNTY DRY CLEANING SVCS')).toBe(
      'ABC Tri-County Dry Cleaning Svcs',
    );
    expect(mixedCase('KGM WLSH MFG')).toBe('KGM Wlsh Mfg');
  });

  it('should change one letter of one long word in a typo', () => {
    const rng = new Rng(1);
    for (let i = 0; i < 50; i += 1) {
      const name = 'SMITH PLUMBING CO';
      const wrong = typo(name, rng);
      expect(wrong).not.toBe(name);
      expect(Math.abs(wrong.length - name.length)).toBeLessThanOrEqual(1);
      expect(wrong.endsWith(' CO')).toBe(true);
    }
  });
});
