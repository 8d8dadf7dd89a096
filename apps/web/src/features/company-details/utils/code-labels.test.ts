import { describe, expect, it } from 'vitest';
import {
  carrierOperationLabel,
  inspectionScopeLabel,
  inspectionTypeLabel,
  operationsLabel,
  violationTypeLabel,
} from './code-labels';

describe('agency codes in words', () => {
  it('should name OSHA violation types as the brief lists them', () => {
    expect(['S', 'W', 'R', 'O'].map(violationTypeLabel)).toEqual([
      'Serious',
      'Willful',
      'Repeat',
      'Other',
    ]);
  });

  it('should name inspection types, scopes and carrier operations', () => {
    expect(inspectionTypeLabel('M')).toBe('Fatality/Catastrophe');
    expect(inspectionScopeLabel('c')).toBe('Records only');
    expect(carrierOperationLabel('B')).toBe('Intrastate hazmat');
  });

  it('should keep an unknown code and show nothing for none', () => {
    expect(violationTypeLabel('Z')).toBe('Z');
    expect(inspectionTypeLabel(null)).toBe('');
  });

  it('should list operation classifications in words', () => {
    expect(operationsLabel(['AUTHORIZED_FOR_HIRE', 'US_MAIL'])).toBe(
      'Authorized for hire, U.S. mail',
    );
  });
});
