import { describe, expect, it } from 'vitest';
import { carrierOperationLabel } from './dot-labels';

describe('carrierOperationLabel', () => {
  it('should name FMCSA carrier operations', () => {
    expect(carrierOperationLabel('A')).toBe('Interstate');
    expect(carrierOperationLabel('c')).toBe('Intrastate non-hazmat');
    expect(carrierOperationLabel('X')).toBe('X');
    expect(carrierOperationLabel(null)).toBe('');
  });
});
