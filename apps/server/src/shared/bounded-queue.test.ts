import { describe, expect, it } from 'vitest';
import { BoundedQueue } from './bounded-queue';
import { ServiceBusyError } from './errors';

// A task that runs until its test lets it finish.
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => opened.then(() => 'done') };
}

describe('BoundedQueue', () => {
  it('should run tasks one at a time, queue the next and refuse past the queue', async () => {
    const queue = new BoundedQueue({ atOnce: 1, queued: 1 });
    const first = gate();
    const second = gate();
    const running = queue.run(first.task);
    const waiting = queue.run(second.task);
    expect(queue.isFull).toBe(true);
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(
      ServiceBusyError,
    );
    first.open();
    await expect(running).resolves.toBe('done');
    expect(queue.isFull).toBe(false);
    second.open();
    await expect(waiting).resolves.toBe('done');
    await expect(queue.run(async () => 'again')).resolves.toBe('again');
  });

  it('should pass the turn on when a task fails', async () => {
    const queue = new BoundedQueue({ atOnce: 1, queued: 0 });
    await expect(
      queue.run(async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(queue.run(async () => 1)).resolves.toBe(1);
  });
});
