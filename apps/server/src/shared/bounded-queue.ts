import { ServiceBusyError } from './errors';

export interface BoundedQueueLimits {
  // Tasks running at the same time.
  atOnce: number;
  // Tasks that may wait for a turn; one more is refused at once.
  queued: number;
}

/**
 * Runs at most `atOnce` tasks together and lets `queued` more wait; past
 * that it refuses with 503, so a flood of expensive work (Argon2 sign-ins)
 * neither piles up nor starves the thread pool the rest of the app shares.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: BoundedQueueLimits) {}

  /** Whether one more task would be refused now. */
  get isFull(): boolean {
    return (
      this.running >= this.limits.atOnce &&
      this.waiting.length >= this.limits.queued
    );
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.isFull) throw new ServiceBusyError();
    if (this.running < this.limits.atOnce) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The turn passes straight to the next waiting task, if any.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
