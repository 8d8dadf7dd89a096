import { describe, expect, it } from 'vitest';
import { formatDigestHour } from './format-digest-hour';

describe('formatDigestHour', () => {
  it.each([
    [0, '12 AM'],
    [7, '7 AM'],
    [12, '12 PM'],
    [13, '1 PM'],
    [23, '11 PM'],
  ])('should say %i as %s', (hour, text) => {
    expect(formatDigestHour(hour)).toBe(text);
  });
});
