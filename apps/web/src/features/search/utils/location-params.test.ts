import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RADIUS_MILES,
  decodeLocation,
  encodeLocation,
  radiusOf,
} from './location-params';

const AUSTIN = {
  label: 'Austin, TX',
  latitude: 30.3071038,
  longitude: -97.759865,
};

const decode = (query: string) => decodeLocation(new URLSearchParams(query));

describe('location lookup address', () => {
  it('should restore the place and radius after a round trip', () => {
    const params = encodeLocation({ place: AUSTIN, miles: 25 });
    expect(params.toString()).toBe(
      'place=Austin%2C+TX&lat=30.3071038&lon=-97.759865&miles=25',
    );
    expect(decode(params.toString())).toEqual({ place: AUSTIN, miles: 25 });
  });

  it('should leave the default radius and a missing place out', () => {
    const params = encodeLocation({ place: null, miles: DEFAULT_RADIUS_MILES });
    expect(params.toString()).toBe('');
    expect(decode('')).toEqual({ place: null, miles: DEFAULT_RADIUS_MILES });
  });

  it('should round coordinates to 7 decimals', () => {
    const place = { ...AUSTIN, latitude: 30.123456789, longitude: -97.1 };
    const params = encodeLocation({ place, miles: 5 });
    expect(params.get('lat')).toBe('30.1234568');
  });

  it('should read an invalid place as none and an unknown radius as the default', () => {
    expect(decode('place=Austin&lat=abc&lon=-97.7').place).toBeNull();
    expect(decode('place=Austin&lat=95&lon=-97.7').place).toBeNull();
    expect(decode('place=&lat=30&lon=-97.7').place).toBeNull();
    expect(decode('place=Austin&lat=30&lon=-97.7&miles=7').miles).toBe(
      DEFAULT_RADIUS_MILES,
    );
  });

  it('should give the radius criterion of a chosen place only', () => {
    expect(radiusOf({ place: null, miles: 5 })).toBeNull();
    expect(radiusOf({ place: AUSTIN, miles: 5 })).toEqual({
      ...AUSTIN,
      miles: 5,
    });
  });
});
