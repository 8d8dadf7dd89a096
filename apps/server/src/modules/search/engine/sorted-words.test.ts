import { describe, expect, it } from 'vitest';
import { SortedWords } from './sorted-words';

describe('SortedWords', () => {
  const words = SortedWords.of(['a', 'acme', 'acmetools', 'b2b', 'zeta']);

  it('should give back each word', () => {
    expect(words.size).toBe(5);
    expect([0, 1, 2, 3, 4].map((i) => words.at(i))).toEqual([
      'a',
      'acme',
      'acmetools',
      'b2b',
      'zeta',
    ]);
  });

  it('should find where a key would go, as a sorted string array would', () => {
    expect(words.lowerBound('')).toBe(0);
    expect(words.lowerBound('a')).toBe(0);
    expect(words.lowerBound('ab')).toBe(1);
    expect(words.lowerBound('acme')).toBe(1);
    expect(words.lowerBound('acmez')).toBe(3);
    expect(words.lowerBound('b')).toBe(3);
    expect(words.lowerBound('zz')).toBe(5);
  });

  it('should tell prefixes and whole words apart', () => {
    expect(words.startsWith(2, 'acme')).toBe(true);
    expect(words.startsWith(2, 'acme', true)).toBe(false);
    expect(words.startsWith(1, 'acme', true)).toBe(true);
    expect(words.startsWith(1, 'acmet')).toBe(false);
  });

  it('should survive a copy of its parts', () => {
    const copy = SortedWords.fromParts(structuredClone(words.parts()));
    expect(copy.at(3)).toBe('b2b');
    expect(copy.lowerBound('b2b')).toBe(3);
  });

  it('should hold nothing when built from nothing', () => {
    const none = SortedWords.of([]);
    expect(none.size).toBe(0);
    expect(none.lowerBound('a')).toBe(0);
  });
});
