import { describe, expect, it } from 'vitest';
import { partnerFeatureLicenseSchema } from '@edge/contracts';
import { featureLicense } from '../../../testing/partner-fixtures';
import {
  forgetPartnerCaches,
  PARTNER_CACHE_TTL_MS,
  partnerCacheKey,
  readPartnerCache,
  writePartnerCache,
} from './partner-storage';

const NOW = 1_750_000_000_000;
const read = (userId: number, now = NOW) =>
  readPartnerCache('feature-license', userId, partnerFeatureLicenseSchema, now);

describe('partner storage', () => {
  it('should read back what was written for the same user', () => {
    writePartnerCache('feature-license', 7, featureLicense(), NOW);
    expect(read(7, NOW + 1000)).toEqual({
      data: featureLicense(),
      savedAt: NOW,
    });
  });

  it('should never give one user’s entry to another user', () => {
    writePartnerCache('feature-license', 7, featureLicense(), NOW);
    expect(read(8)).toBeUndefined();
    expect(
      localStorage.getItem(partnerCacheKey('feature-license', 7)),
    ).not.toBeNull();
  });

  it('should drop an entry once it is 10 minutes old', () => {
    writePartnerCache('feature-license', 7, featureLicense(), NOW);
    expect(read(7, NOW + PARTNER_CACHE_TTL_MS - 1)).toBeDefined();
    expect(read(7, NOW + PARTNER_CACHE_TTL_MS)).toBeUndefined();
    expect(
      localStorage.getItem(partnerCacheKey('feature-license', 7)),
    ).toBeNull();
  });

  it('should drop an entry saved in the future', () => {
    writePartnerCache('feature-license', 7, featureLicense(), NOW + 60_000);
    expect(read(7)).toBeUndefined();
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['an entry without its time', JSON.stringify({ data: featureLicense() })],
    [
      'data that breaks the contract',
      JSON.stringify({ savedAt: NOW, data: { has_ams: 'yes' } }),
    ],
  ])('should drop %s instead of trusting it', (_, value) => {
    const key = partnerCacheKey('feature-license', 7);
    localStorage.setItem(key, value);
    expect(read(7)).toBeUndefined();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('should keep only the contract’s fields, so no token is ever stored', () => {
    const answer = { ...featureLicense(), access_token: 'secret' };
    writePartnerCache(
      'feature-license',
      7,
      partnerFeatureLicenseSchema.parse(answer),
      NOW,
    );
    const stored = localStorage.getItem(partnerCacheKey('feature-license', 7));
    expect(stored).not.toMatch(/token|secret/i);
  });

  it('should forget every user’s entries and nothing else on sign-out', () => {
    writePartnerCache('feature-license', 7, featureLicense(), NOW);
    writePartnerCache('agency-users', 8, { count: 0, users: [] }, NOW);
    localStorage.setItem('edge.other', 'kept');
    forgetPartnerCaches();
    expect(Object.keys(localStorage)).toEqual(['edge.other']);
  });
});
