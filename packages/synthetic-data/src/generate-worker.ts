import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { BlockRequest } from './block-request';
import { runBlock } from './block-result';
import { createContext } from './context';

// A worker thread of the generator: builds its own reference data from the
// seed, then turns block requests into encoded rows.

interface WorkerData {
  generatorWorker: true;
  seed: number;
}

export function isGeneratorWorker(): boolean {
  return (
    !isMainThread &&
    (workerData as Partial<WorkerData> | null)?.generatorWorker === true
  );
}

export function runGeneratorWorker(): void {
  const { seed } = workerData as WorkerData;
  const ctx = createContext(seed);
  parentPort!.on('message', (request: BlockRequest) => {
    const result = runBlock(ctx, request);
    parentPort!.postMessage(
      result,
      result.chunks.map((chunk) => chunk.buffer as ArrayBuffer),
    );
  });
}

export function workerOptions(seed: number) {
  return {
    workerData: { generatorWorker: true, seed } satisfies WorkerData,
    // A larger young generation: the generator makes many short strings.
    resourceLimits: { maxYoungGenerationSizeMb: 32 },
  };
}
