import { describe, expect, it } from 'vitest';
import { inspectionTypeLabel } from './osha-labels';

describe('inspectionTypeLabel', () => {
  it('should name OSHA inspection types', () => {
    expect(inspectionTypeLabel('B')).toBe('Complaint');
    expect(inspectionTypeLabel('h')).toBe('Planned');
    expect(inspectionTypeLabel('Z')).toBe('Z');
    expect(inspectionTypeLabel(null)).toBe('');
  });
});
