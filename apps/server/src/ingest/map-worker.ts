import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { startWorker } from '../shared/start-worker';
import { openCsvSource, type CsvSource, type CsvSourceRef } from './csv-source';
import { DATASET_DEFINITIONS } from './datasets/registry';
import type { DatasetName } from '../data-model/datasets';
import type { DatasetDefinition } from './datasets/types';
import { mapRows, type MapEvent } from './map-rows';

// Reading, mapping and hashing a big file on a second thread while this one
// writes (docs/decisions/0006). The worker runs at most AHEAD events ahead
// of the writer, so memory stays flat when the database is the slower side.

const AHEAD = 2;

interface MapWorkerData {
  mapWorker: true;
  source: CsvSourceRef;
  dataset: DatasetName;
  batchSize: number;
}

export const isMapWorker = (): boolean =>
  !isMainThread &&
  (workerData as Partial<MapWorkerData> | null)?.mapWorker === true;

/** The worker's side: maps the file and posts its events as credit allows. */
export async function runMapWorker(): Promise<void> {
  const { source, dataset, batchSize } = workerData as MapWorkerData;
  const definition = DATASET_DEFINITIONS.find((d) => d.name === dataset)!;
  let credit = AHEAD;
  let wake: (() => void) | undefined;
  parentPort!.on('message', () => {
    credit += 1;
    wake?.();
  });
  for await (const event of mapRows(
    openCsvSource(source),
    definition,
    batchSize,
  )) {
    while (credit === 0) {
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
    credit -= 1;
    parentPort!.postMessage(event);
  }
  parentPort!.close();
}

// The worker's module: beside this file in the sources, beside the bundle
// (dist/ingest-worker.js) once built.
const workerScript = (): URL =>
  import.meta.url.endsWith('.ts')
    ? new URL('./map-worker-main.ts', import.meta.url)
    : new URL('./ingest-worker.js', import.meta.url);

const WORKER_HEAP = {
  maxOldGenerationSizeMb: 128,
  maxYoungGenerationSizeMb: 16,
};

/** mapRows() on a worker thread: the same events, in the same order. */
export async function* mapRowsInWorker(
  source: CsvSource,
  definition: DatasetDefinition,
  batchSize: number,
): AsyncGenerator<MapEvent> {
  const worker = startWorker(workerScript(), {
    // Mapping keeps a few batches at a time: a small heap is enough, and
    // without a limit the thread's heap grows to hundreds of megabytes
    // before it collects.
    resourceLimits: WORKER_HEAP,
    workerData: {
      mapWorker: true,
      source: source.ref,
      dataset: definition.name,
      batchSize,
    } satisfies MapWorkerData,
  });
  const queue: MapEvent[] = [];
  let failure: Error | undefined;
  let exited = false;
  let wake: (() => void) | undefined;
  worker.on('message', (event: MapEvent) => {
    queue.push(event);
    wake?.();
  });
  worker.on('error', (error) => {
    failure = error;
    wake?.();
  });
  worker.on('exit', () => {
    exited = true;
    wake?.();
  });
  try {
    for (;;) {
      const event = queue.shift();
      if (event) {
        worker.postMessage('more');
        yield event;
        if (event.kind === 'end') return;
        continue;
      }
      if (failure) throw failure;
      if (exited) throw new Error('the mapping thread stopped before the end');
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = undefined;
    }
  } finally {
    await worker.terminate();
  }
}
