import type { Db } from '../../db/database';
import { databaseTargetOf, type DatabaseTarget } from '../../db/create-db';
import { startWorker } from '../../shared/start-worker';
import { indexFromParts } from './engine/index-parts';
import type { SearchIndex } from './engine/search-index';
import { countCompanies, loadSearchIndex } from './load-index';
import type { LoadWorkerData, LoadWorkerReply } from './load-worker-main';

// From this many companies the index is built on a worker thread
// (docs/decisions/0007-search-engine.md): the load's row objects and
// build tables never reach the server's heap, whose peak would otherwise
// stay in the process's memory.
const WORKER_MIN_COMPANIES = 50_000;

// The thread's heap: the build's word tables (half a million website
// words at 1,000,000 companies) fit inside; a cap makes V8 collect the rows
// of past chunks early instead of growing. 96 MB was too little there.
const WORKER_HEAP_MB = 128;
// Rows of a chunk die young: a small nursery keeps their garbage small.
const YOUNG_HEAP_MB = 8;

export interface LoadOptions {
  /** Companies from which the worker builds the index. */
  minCompanies: number;
  heapMb: number;
}

const DEFAULTS: LoadOptions = {
  minCompanies: WORKER_MIN_COMPANIES,
  heapMb: WORKER_HEAP_MB,
};

// Beside this file in the sources, beside the bundle once built.
const workerScript = (): URL =>
  import.meta.url.endsWith('.ts')
    ? new URL('./load-worker-main.ts', import.meta.url)
    : new URL('./search-worker.js', import.meta.url);

/** Builds the index of a database on a worker thread. */
export function loadIndexInWorker(
  target: DatabaseTarget,
  version: string,
  heapMb = WORKER_HEAP_MB,
): Promise<SearchIndex> {
  const data: LoadWorkerData = { searchLoadWorker: true, target, version };
  const worker = startWorker(workerScript(), {
    workerData: data,
    resourceLimits: {
      maxOldGenerationSizeMb: heapMb,
      maxYoungGenerationSizeMb: YOUNG_HEAP_MB,
    },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (reply: LoadWorkerReply) => {
      if ('parts' in reply) resolve(indexFromParts(reply.parts));
      else reject(new Error(reply.error));
    });
    worker.once('error', reject);
    // After a reply this changes nothing; without one it is the failure.
    worker.once('exit', (code) => {
      reject(new Error(`search load worker exited with code ${code}`));
    });
  });
}

/**
 * The index of a database: big ones built on a worker thread, or in place
 * should the thread fail (its heap outgrown by far larger data): slower and
 * hungrier, but searches keep working.
 */
export async function loadIndex(
  db: Db,
  version: string,
  options: LoadOptions = DEFAULTS,
): Promise<SearchIndex> {
  const target = databaseTargetOf(db);
  if (target && (await countCompanies(db)) >= options.minCompanies) {
    try {
      return await loadIndexInWorker(target, version, options.heapMb);
    } catch {
      // Falls through to the load in place, which reports its own errors.
    }
  }
  return loadSearchIndex(db, version);
}
