import { describe, expect, it } from 'vitest';
import { GrowableInt32 } from './growable';

describe('GrowableInt32', () => {
  it('should keep every value across block boundaries', () => {
    const values = new GrowableInt32();
    const n = 65_536 * 2 + 17;
    for (let i = 0; i < n; i++) values.push(i * 3 - 5);
    expect(values.length).toBe(n);
    expect(values.get(0)).toBe(-5);
    expect(values.get(65_535)).toBe(65_535 * 3 - 5);
    expect(values.get(65_536)).toBe(65_536 * 3 - 5);
    expect(values.get(n - 1)).toBe((n - 1) * 3 - 5);
    const all = values.toArray();
    expect(all.length).toBe(n);
    expect(all.every((v, i) => v === i * 3 - 5)).toBe(true);
  });

  it('should give an empty array when nothing was pushed', () => {
    expect(new GrowableInt32().toArray()).toEqual(new Int32Array(0));
  });
});
