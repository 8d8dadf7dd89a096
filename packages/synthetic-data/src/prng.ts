// Seeded randomness for the generator: sfc32 streams keyed by (seed, company,
// purpose), so a company's rows never depend on the order of generation and
// the same seed always gives the same bytes. Never Math.random or Date.now.

/** A 32-bit avalanche mix of a few integers (murmur3 finalizer per step). */
export function hash32(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    let k = Math.imul(part | 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
    h = Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a hash of a string, for keys such as ZIP codes. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A bijection on [0, 2^bits) (bits <= 30): distinct inputs give distinct
 * outputs, so identifiers built from it are unique yet look shuffled.
 */
export function permute(value: number, bits: number, key: number): number {
  const mask = 2 ** bits - 1;
  const half = Math.max(1, bits >> 1);
  let x = value & mask;
  for (let round = 0; round < 3; round += 1) {
    x = (x + hash32(key, round)) & mask;
    x = (Math.imul(x, 0x2c1b3c6d | 1) >>> 0) & mask;
    x ^= x >>> half;
  }
  return x;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spare = NaN;

  constructor(k1: number, k2 = 0, k3 = 0, k4 = 0, k5 = 0) {
    const key = hash32(k1, k2, k3, k4, k5);
    this.a = hash32(key, 1);
    this.b = hash32(key, 2);
    this.c = hash32(key, 3);
    this.d = hash32(key, 4);
    for (let i = 0; i < 12; i += 1) this.uint32();
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Integer in [min, max], both included. */
  range(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  uniform(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Standard normal (Marsaglia polar method, one value cached). */
  normal(): number {
    if (!Number.isNaN(this.spare)) {
      const value = this.spare;
      this.spare = NaN;
      return value;
    }
    let u = 0;
    let v = 0;
    let s = 0;
    do {
      u = this.next() * 2 - 1;
      v = this.next() * 2 - 1;
      s = u * u + v * v;
    } while (s >= 1 || s === 0);
    const factor = Math.sqrt((-2 * Math.log(s)) / s);
    this.spare = v * factor;
    return u * factor;
  }

  /** Log-normal with the given median and log-space sigma. */
  lognormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /** A string of n decimal digits (leading zeros kept). */
  digits(n: number): string {
    let out = '';
    for (let i = 0; i < n; i += 1)
      out += String.fromCharCode(48 + this.int(10));
    return out;
  }
}
