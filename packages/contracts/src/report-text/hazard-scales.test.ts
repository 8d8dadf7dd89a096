import { describe, expect, it } from 'vitest';
import type { HazardGroup } from '../company-reports';
import { CRIME_CAPTION, NRI_CAPTION, hazardScales } from './hazard-scales';

const group = (
  key: HazardGroup['key'],
  score: number | null,
  parts: [string, number | null][] = [],
): HazardGroup => ({
  key,
  label: key[0]!.toUpperCase() + key.slice(1),
  score,
  rating: null,
  parts: parts.map(([label, value]) => ({
    key: label,
    label,
    score: value,
    rating: null,
  })),
});

describe('hazard scales', () => {
  const groups = [
    group('flood', 40, [['Riverine Flooding', 40]]),
    group('wind', 92.5, [['Tornado', 92.5]]),
    group('crime', 263, [
      ['Crime Index', 180],
      ['Violent Crime Index', 263],
      ['Property Crime Index', null],
    ]),
  ];

  it('should chart FEMA scores on 0 to 100 without the crime index', () => {
    const [nri] = hazardScales(groups);
    expect(nri!.caption).toBe(NRI_CAPTION);
    expect(nri!.max).toBe(100);
    expect(nri!.bars.map((bar) => bar.label)).toEqual(['Flood', 'Wind']);
    expect(nri!.rows).toEqual([
      ['Flood', '40.0', 'Riverine Flooding'],
      ['Wind', '92.5', 'Tornado'],
    ]);
  });

  it('should chart the crime index on its own axis around 100', () => {
    const crime = hazardScales(groups)[1]!;
    expect(crime.caption).toBe(CRIME_CAPTION);
    expect(crime.max).toBe(300);
    expect(crime.bars).toEqual([
      { label: 'Crime', score: 180 },
      { label: 'Violent Crime', score: 263 },
      { label: 'Property Crime', score: null },
    ]);
    expect(crime.rows[2]).toEqual(['Property Crime Index', 'Not rated']);
  });

  it('should keep twice the average on the crime axis when crime is low', () => {
    const scales = hazardScales([group('crime', 60, [['Crime Index', 60]])]);
    expect(scales.map((scale) => scale.key)).toEqual(['crime']);
    expect(scales[0]!.max).toBe(200);
  });
});
