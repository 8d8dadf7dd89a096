import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { ImportFileError, type ImportFileErrorCode } from './import-file-error';
import type { ImportTable } from './import-line';
import { readImportFile } from './read-import-file';

// The favorites import's reading thread (dist/favorites-worker.js once
// built): one uploaded file read into a table, or the code that refuses it.

export interface ImportWorkerData {
  favoritesImportWorker: true;
  file: Uint8Array;
  maxRows: number;
}

export type ImportWorkerReply =
  { table: ImportTable } | { refused: ImportFileErrorCode } | { error: string };

async function read({
  file,
  maxRows,
}: ImportWorkerData): Promise<ImportWorkerReply> {
  const buffer = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  try {
    return { table: await readImportFile(buffer, maxRows) };
  } catch (error) {
    if (error instanceof ImportFileError) return { refused: error.code };
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

const data = workerData as Partial<ImportWorkerData> | null;
if (!isMainThread && data?.favoritesImportWorker) {
  parentPort!.postMessage(await read(data as ImportWorkerData));
}
