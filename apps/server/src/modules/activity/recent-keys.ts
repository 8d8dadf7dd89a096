/**
 * Keys seen in the last `windowMs`, to tell a user's new action from the
 * same one asked again (a result page, a sort, a refetch): `isRepeat`
 * answers whether the key was seen within the window, and remembers it.
 * Bounded: past `maxKeys` the oldest are forgotten.
 */
export class RecentKeys {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys = 20_000,
  ) {}

  isRepeat(key: string, now = Date.now()): boolean {
    const last = this.seen.get(key);
    // Re-inserted so the map's order stays oldest first.
    this.seen.delete(key);
    this.seen.set(key, now);
    if (this.seen.size > this.maxKeys) {
      const oldest = this.seen.keys().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    // Either side: a past played after the present (the demo's activity,
    // decision 0029) is not the same action as one at another time.
    return last !== undefined && Math.abs(now - last) < this.windowMs;
  }
}

/** Searches and company views asked again within this time count once. */
export const REPEAT_WINDOW_MS = 30 * 60 * 1000;
