import { hash32, hashString } from '../prng';

// The older extract's choices: each a hash of the seed, a purpose and the
// record's source key, so a record's fate never depends on file order or
// on the other records.

/** A number in [0, 1) for one purpose and one key. */
export function unitOf(seed: number, purpose: string, key: string): number {
  return hash32(seed, hashString(purpose), hashString(key)) / 2 ** 32;
}

/** One item of a non-empty list, for one purpose and one key. */
export function pickOf<T>(
  list: readonly T[],
  seed: number,
  purpose: string,
  key: string,
): T {
  return list[Math.floor(unitOf(seed, purpose, key) * list.length)]!;
}

/**
 * An older value of a count or an amount that differs from today's by more
 * than a tenth of itself (the alerts' threshold): lower or higher by a
 * fifth to two fifths, as the key decides. Blank or zero stays as it is.
 */
export function olderAmount(
  text: string,
  seed: number,
  purpose: string,
  key: string,
): string {
  const now = Number(text);
  if (text === '' || !Number.isFinite(now) || now <= 0) return text;
  const unit = unitOf(seed, purpose, key);
  const decimals = text.includes('.') ? 2 : 0;
  const step = decimals === 0 ? 1 : 0.01;
  const round = (value: number) => Number(value.toFixed(decimals));
  // Lower: today's value is over 10% above it (older < now / 1.1).
  const lower = Math.min(
    round(now * (0.8 - unit * 0.2)),
    round(now / 1.1 - step),
  );
  // Higher: today's value is over 10% below it (older > now / 0.9).
  const higher = Math.max(
    round(now * (1.2 + unit * 0.2)),
    round(now / 0.9 + step),
  );
  const older = unit < 0.5 && lower > 0 ? lower : higher;
  return older.toFixed(decimals);
}
