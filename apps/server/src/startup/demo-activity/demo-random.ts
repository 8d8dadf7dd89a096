import { createHash } from 'node:crypto';

/** Pseudo-random choices that come out the same for the same seed. */
export interface Random {
  // In [0, 1).
  next(): number;
  chance(probability: number): boolean;
  // A whole number from min to max, both included.
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  // Up to `count` distinct items, in the order drawn.
  sample<T>(items: readonly T[], count: number): T[];
}

// The demo's played past is the same on every machine (README: demo data).
const DEMO_ACTIVITY_SEED = 'edge-demo-activity-2026';

/**
 * mulberry32, seeded from the fixed seed and `parts` (a day, a user name):
 * a user's day is drawn the same whatever else was played before it.
 */
export function seededRandom(...parts: string[]): Random {
  let state = createHash('sha256')
    .update([DEMO_ACTIVITY_SEED, ...parts].join('|'))
    .digest()
    .readUInt32LE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) =>
    min + Math.floor(next() * (max - min + 1));
  return {
    next,
    chance: (probability) => next() < probability,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    sample: (items, count) => {
      const left = [...items];
      const drawn = [];
      while (drawn.length < count && left.length > 0) {
        drawn.push(left.splice(int(0, left.length - 1), 1)[0]!);
      }
      return drawn;
    },
  };
}
