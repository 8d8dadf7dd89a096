import { describe, expect, it } from 'vitest';
import {
  formatStatCategory,
  formatStatTick,
  formatStatValue,
  statValueTitle,
} from './format-stat-value';

describe('formatStatValue', () => {
  it('should write a share as a percent with one decimal', () => {
    expect(formatStatValue('share', 0.1234)).toBe('12.3%');
    expect(formatStatValue('share', 1)).toBe('100.0%');
  });

  it('should write a change of share in percentage points with its sign', () => {
    expect(formatStatValue('share-change', 0.0123)).toBe('+1.2 pp');
    expect(formatStatValue('share-change', -0.008)).toBe('-0.8 pp');
    expect(formatStatValue('share-change', 0.00001)).toBe('0.0 pp');
  });

  it('should write a month number as the month name', () => {
    expect(formatStatValue('month', 1)).toBe('January');
    expect(formatStatValue('month', 12)).toBe('December');
  });

  it('should abbreviate money and give the full amount on hover', () => {
    expect(formatStatValue('money', 1_234_567)).toBe('$1.2M');
    expect(statValueTitle('money', 1_234_567)).toBe('$1,234,567');
    expect(statValueTitle('count', 1_234_567)).toBeUndefined();
  });

  it('should write counts with separators, years and text as they are', () => {
    expect(formatStatValue('count', 98765)).toBe('98,765');
    expect(formatStatValue('year', 2024)).toBe('2024');
    expect(formatStatValue('text', 'Construction')).toBe('Construction');
  });

  it('should show a dash for no value', () => {
    expect(formatStatValue('money', null)).toBe('—');
    expect(formatStatValue('text', '')).toBe('—');
  });
});

describe('formatStatCategory and formatStatTick', () => {
  it('should shorten months on the axis and name an empty category', () => {
    expect(formatStatCategory('month', 3)).toBe('Mar');
    expect(formatStatCategory('text', null)).toBe('Not reported');
    expect(formatStatCategory('year', 2023)).toBe('2023');
  });

  it('should write short ticks per format', () => {
    expect(formatStatTick('count', 12_300)).toBe('12.3k');
    expect(formatStatTick('money', 4_500_000)).toBe('$4.5M');
    expect(formatStatTick('share', 0.25)).toBe('25%');
    expect(formatStatTick('share-change', 0.02)).toBe('+2 pp');
  });
});
