import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../../db/database';
import { markDigestsSent } from './digest.repository';

// How long accepted mails gather before their marks are written: a write
// (a commit) per mail would cost more than sending it.
const GATHER_MS = 10;
const WRITE_ATTEMPTS = 3;
const WRITE_RETRY_MS = 200;

interface Waiting {
  id: number;
  done: () => void;
  fail: (error: unknown) => void;
}

/**
 * Marks digests sent as their mails are accepted, in group commits: the
 * digests accepted within a few milliseconds (or while the previous write
 * runs) share one write. A sender waits for its mark before it sends again,
 * so at most one digest per sender is ever accepted and not yet marked.
 */
export class SentMarks {
  private waiting: Waiting[] = [];
  private writing: Promise<void> | undefined;

  constructor(private readonly db: Db) {}

  mark(id: number): Promise<void> {
    return new Promise((done, fail) => {
      this.waiting.push({ id, done, fail });
      this.writing ??= this.flush();
    });
  }

  private async flush(): Promise<void> {
    while (this.waiting.length > 0) {
      await sleep(GATHER_MS);
      const group = this.waiting;
      this.waiting = [];
      try {
        await this.write(group.map((entry) => entry.id));
        for (const entry of group) entry.done();
      } catch (error) {
        for (const entry of group) entry.fail(error);
      }
    }
    this.writing = undefined;
  }

  // The mails are out: a write that fails is tried again before a resend
  // could send them twice.
  private async write(ids: number[]): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await markDigestsSent(this.db, ids, new Date().toISOString());
        return;
      } catch (error) {
        if (attempt === WRITE_ATTEMPTS) throw error;
        await sleep(WRITE_RETRY_MS * attempt);
      }
    }
  }
}
