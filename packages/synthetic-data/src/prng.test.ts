import { describe, expect, it } from 'vitest';
import { hash32, permute, Rng } from './prng';

describe('prng', () => {
  it('should repeat a stream for the same keys and differ for others', () => {
    const a = new Rng(1, 2, 3);
    const b = new Rng(1, 2, 3);
    const c = new Rng(1, 2, 4);
    const draw = (rng: Rng) => Array.from({ length: 20 }, () => rng.uint32());
    const first = draw(a);
    expect(draw(b)).toEqual(first);
    expect(draw(c)).not.toEqual(first);
  });

  it('should draw uniform values in range', () => {
    const rng = new Rng(9);
    let sum = 0;
    for (let i = 0; i < 10_000; i += 1) {
      const u = rng.next();
      expect(u).toBeGreaterThanOrEqual(0);
      expect(u).toBeLessThan(1);
      sum += u;
    }
    expect(sum / 10_000).toBeGreaterThan(0.48);
    expect(sum / 10_000).toBeLessThan(0.52);
    const normal = Array.from({ length: 10_000 }, () => rng.normal());
    const mean = normal.reduce((s, v) => s + v, 0) / normal.length;
    expect(Math.abs(mean)).toBeLessThan(0.05);
  });

  it('should permute [0, 2^bits) without collisions', () => {
    for (const bits of [8, 12, 16]) {
      const seen = new Set<number>();
      for (let i = 0; i < 2 ** bits; i += 1) {
        const value = permute(i, bits, 77);
        expect(value).toBeLessThan(2 ** bits);
        seen.add(value);
      }
      expect(seen.size).toBe(2 ** bits);
    }
  });

  it('should hash different inputs differently', () => {
    expect(hash32(1, 2)).not.toBe(hash32(2, 1));
    expect(hash32(1, 2)).toBe(hash32(1, 2));
  });
});
