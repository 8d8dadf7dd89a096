import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { PasswordHashing } from '../../config';
import {
  BoundedQueue,
  type BoundedQueueLimits,
} from '../../shared/bounded-queue';

/** Hashes and checks passwords with Argon2id (issue 2 §2). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  // Spends the same time as verify when there is no user, so timing does
  // not tell whether a user name exists.
  verifyNobody(password: string): Promise<false>;
  // Whether a check asked for now would be refused with 503.
  readonly isBusy: boolean;
}

// Seeding and tests hash one after another: no refusals there.
const UNBOUNDED: BoundedQueueLimits = {
  atOnce: 1,
  queued: Number.POSITIVE_INFINITY,
};

/**
 * Every hash and check waits its turn in one bounded queue (decision 0016):
 * Argon2 runs on libuv's thread pool, which static files and the database
 * driver share, so a sign-in flood must not take all of its threads.
 */
export function createPasswordHasher(
  cost: PasswordHashing,
  limits: BoundedQueueLimits = UNBOUNDED,
): PasswordHasher {
  const queue = new BoundedQueue(limits);
  const rawHash = (password: string) =>
    argon2.hash(password, {
      type: argon2.argon2id,
      memoryCost: cost.memoryCost,
      timeCost: cost.timeCost,
    });
  const verify = (stored: string, password: string) =>
    queue.run(async () => {
      try {
        return await argon2.verify(stored, password);
      } catch {
        return false;
      }
    });
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => queue.run(() => rawHash(password)),
    verify,
    async verifyNobody(password) {
      dummy ??= rawHash(randomBytes(16).toString('hex'));
      await verify(await dummy, password);
      return false;
    },
    get isBusy() {
      return queue.isFull;
    },
  };
}
