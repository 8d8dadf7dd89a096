import { FAVORITES_IMPORT_MAX_ROWS } from '@edge/contracts';
import { startWorker } from '../../shared/start-worker';
import { FavoriteError } from './favorites.errors';
import type { ImportTable } from './import-line';
import type {
  ImportWorkerData,
  ImportWorkerReply,
} from './read-import-worker-main';

// Reading an upload inflates and parses it: on a thread of its own, so that
// a crafted file never holds the event loop, with a heap cap so that it
// never takes the server's memory (docs/security.md).
const WORKER_HEAP = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 };

// A file the caps let through reads in well under a second.
const READ_TIMEOUT_MS = 10_000;

// One file per core of a small server at a time; the others wait their
// turn, so that many uploads at once cost two threads, not many.
const CONCURRENT_READS = 2;

// Beside this file in the sources, beside the bundle once built.
const workerScript = (): URL =>
  import.meta.url.endsWith('.ts')
    ? new URL('./read-import-worker-main.ts', import.meta.url)
    : new URL('./favorites-worker.js', import.meta.url);

const TOO_LARGE: ImportWorkerReply = {
  refused: 'FAVORITES_IMPORT_TOO_LARGE_UNPACKED',
};

// The upload moves to the thread rather than being copied. A small buffer
// may share Node's pool with others: that one is copied.
function ownBytesOf(file: Buffer): Uint8Array {
  const isOwn =
    file.byteOffset === 0 && file.byteLength === file.buffer.byteLength;
  return isOwn ? file : new Uint8Array(file);
}

function readInWorker(file: Buffer): Promise<ImportWorkerReply> {
  const bytes = ownBytesOf(file);
  const data: ImportWorkerData = {
    favoritesImportWorker: true,
    file: bytes,
    maxRows: FAVORITES_IMPORT_MAX_ROWS,
  };
  const worker = startWorker(workerScript(), {
    workerData: data,
    transferList: [bytes.buffer as ArrayBuffer],
    resourceLimits: WORKER_HEAP,
  });
  let timer: NodeJS.Timeout | undefined;
  return new Promise<ImportWorkerReply>((resolve, reject) => {
    timer = setTimeout(() => {
      void worker.terminate();
      resolve(TOO_LARGE);
    }, READ_TIMEOUT_MS);
    worker.once('message', resolve);
    worker.once('error', (error: Error & { code?: string }) => {
      // Past its heap cap the thread dies, and the server lives on.
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') resolve(TOO_LARGE);
      else reject(error);
    });
    // After a reply this changes nothing; without one it is the failure.
    worker.once('exit', (code) => {
      reject(new Error(`favorites import worker exited with code ${code}`));
    });
  }).finally(() => clearTimeout(timer));
}

let reading = 0;
const waiting: (() => void)[] = [];

// Waits for a free turn; the turn passes straight to the next in line.
async function inTurn<T>(task: () => Promise<T>): Promise<T> {
  if (reading < CONCURRENT_READS) reading += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else reading -= 1;
  }
}

/**
 * readImportFile() on a worker thread; a refusal is a FavoriteError. The
 * file's bytes move to the thread: the buffer is empty afterwards.
 */
export async function readImportFileInWorker(
  file: Buffer,
): Promise<ImportTable> {
  const reply = await inTurn(() => readInWorker(file));
  if ('table' in reply) return reply.table;
  if ('refused' in reply) throw new FavoriteError(reply.refused);
  throw new Error(`favorites import worker failed: ${reply.error}`);
}
