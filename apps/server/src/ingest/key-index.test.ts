import { describe, expect, it } from 'vitest';
import { KeyIndex, keyHash } from './key-index';

describe('the key index', () => {
  it('finds the companies of a key, lowest muns first, each pair once', () => {
    const index = new KeyIndex();
    expect(index.add('n:ACME|43215', '100000007')).toBe(true);
    expect(index.add('n:ACME|43215', '100000002')).toBe(true);
    expect(index.add('n:ACME|43215', '100000007')).toBe(false);
    expect(index.add('e:123456789', '100000002')).toBe(true);
    expect(index.get('n:ACME|43215')).toEqual(['100000002', '100000007']);
    expect(index.get('e:123456789')).toEqual(['100000002']);
    expect(index.get('n:ACME|43216')).toEqual([]);
    expect(index.size).toBe(3);
  });

  it('keeps every pair while it grows far past its first size', () => {
    const index = new KeyIndex();
    const companies = 120_000;
    for (let i = 0; i < companies; i += 1) {
      const muns = String(100_000_001 + i);
      index.add(`n:COMPANY ${i}|${String(i % 99_999).padStart(5, '0')}`, muns);
      index.add(`s:SHARED ${i % 1_000}|TX`, muns);
    }
    expect(index.size).toBe(companies * 2);
    expect(index.get('n:COMPANY 98765|98765')).toEqual(['100098766']);
    expect(index.get('s:SHARED 7|TX')).toHaveLength(companies / 1_000);
    expect(index.get('s:SHARED 7|TX')[0]).toBe('100000008');
  });

  it('refuses a muns that is not a number it can hold', () => {
    expect(() => new KeyIndex().add('n:X|1', 'ABC')).toThrow(
      'unexpected muns ABC',
    );
  });

  it('hashes keys to distinct, non-zero 53-bit numbers', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200_000; i += 1) {
      const hash = keyHash(`a:${i} MAIN|${i % 100_000}`);
      expect(hash > 0 && hash <= Number.MAX_SAFE_INTEGER).toBe(true);
      seen.add(hash);
    }
    expect(seen.size).toBe(200_000);
    expect(keyHash('n:A|1')).not.toBe(keyHash('n:A|2'));
  });
});
