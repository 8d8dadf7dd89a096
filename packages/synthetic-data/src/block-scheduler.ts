import type { Worker } from 'node:worker_threads';
import type { BlockRequest } from './block-request';
import type { BlockResult } from './block-result';
import { workerOptions } from './generate-worker';
import { startWorker } from './start-worker';

// Runs blocks on worker threads and hands the results back in block order.
// At most a few blocks per worker are in flight, so memory stays flat even
// when the disk is slower than the generators.

export async function runInWorkers(
  script: URL | string,
  count: number,
  seed: number,
  requests: Iterator<BlockRequest>,
  onResult: (result: BlockResult) => Promise<void>,
): Promise<void> {
  const workers = Array.from({ length: count }, () =>
    startWorker(script, workerOptions(seed)),
  );
  const done = new Map<number, BlockResult>();
  const window = count * 3;
  let sent = 0;
  let written = 0;
  let exhausted = false;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const idle: Worker[] = [];

  const pump = () => {
    while (!exhausted && idle.length > 0 && sent - written < window) {
      const next = requests.next();
      if (next.done) {
        exhausted = true;
        break;
      }
      sent += 1;
      idle.pop()!.postMessage(next.value);
    }
  };

  for (const worker of workers) {
    worker.on('message', (result: BlockResult) => {
      done.set(result.block, result);
      idle.push(worker);
      pump();
      wake?.();
    });
    worker.on('error', (error) => {
      failure = error;
      wake?.();
    });
    worker.on('exit', (code) => {
      if (code !== 0 && !failure)
        failure = new Error(`generator worker stopped (${code})`);
      wake?.();
    });
    // Two requests per worker keep it busy while its last result travels.
    idle.push(worker, worker);
  }
  try {
    pump();
    for (;;) {
      if (failure) throw failure;
      const result = done.get(written);
      if (result) {
        done.delete(written);
        await onResult(result);
        written += 1;
        pump();
        continue;
      }
      if (exhausted && written === sent) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = undefined;
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
