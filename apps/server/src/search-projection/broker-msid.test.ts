import { describe, expect, it } from 'vitest';
import { brokerMsid } from './broker-msid';

describe('brokerMsid', () => {
  it('should be B and 10 base-36 digits of the name', () => {
    expect(brokerMsid('Gallagher Benefit Services')).toBe('BLGZT1TT2DW');
    expect(brokerMsid('Buckeye Benefits Group')).toMatch(/^B[0-9A-Z]{10}$/);
  });

  it('should give the same id for the same name every time', () => {
    expect(brokerMsid('Hub International New England')).toBe(
      brokerMsid('Hub International New England'),
    );
  });

  it('should give different ids when the names differ', () => {
    const names = Array.from({ length: 2000 }, (_, i) => `Broker ${i}`);
    expect(new Set(names.map(brokerMsid)).size).toBe(names.length);
  });
});
