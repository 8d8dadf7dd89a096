import { describe, expect, it } from 'vitest';
import type { HazardGroup } from '../company-reports';
import { describeScore, topPart } from './hazard-text';

describe('hazard text', () => {
  it('should give the rating with its score', () => {
    const score = {
      key: 'x',
      label: 'X',
      score: 72.44,
      rating: 'Relatively High',
    };
    expect(describeScore(score)).toBe('Relatively High (72.4)');
    expect(describeScore({ ...score, rating: null })).toBe('72.4');
    expect(describeScore({ ...score, score: null })).toBe('Relatively High');
    expect(describeScore(null)).toBe('');
  });

  it('should name the highest hazard of a group', () => {
    const group: HazardGroup = {
      key: 'wind',
      label: 'Wind',
      score: 80,
      rating: null,
      parts: [
        { key: 'trnd', label: 'Tornado', score: 40, rating: null },
        { key: 'hrcn', label: 'Hurricane', score: 80, rating: null },
        { key: 'hail', label: 'Hail', score: null, rating: null },
      ],
    };
    expect(topPart(group)).toBe('Hurricane');
  });
});
