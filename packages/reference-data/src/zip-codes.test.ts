import { describe, expect, it } from 'vitest';
import { geocodeZip, roundCoordinate, zipTables } from './zip-codes';

describe('geocodeZip', () => {
  it('should give the centroid, county and city of a known ZIP', () => {
    expect(geocodeZip('10001')).toEqual({
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      countyFips: '36061',
      county: expect.stringMatching(/New York/),
      city: expect.any(String),
      state: 'NY',
    });
  });

  it('should be null for an unknown or missing ZIP', () => {
    expect(geocodeZip('00000')).toBeNull();
    expect(geocodeZip(null)).toBeNull();
  });

  it('should keep coordinates to 7 decimals', () => {
    expect(roundCoordinate(40.123456789)).toBe(40.1234568);
    const { latitude } = geocodeZip('10001')!;
    expect(roundCoordinate(latitude!)).toBe(latitude);
  });

  it('should read the US tables once', () => {
    expect(zipTables()).toBe(zipTables());
    expect(zipTables().codes['10001']?.state).toBe('NY');
  });
});
