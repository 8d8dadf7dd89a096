import type { ControlledTransaction } from 'kysely';
import type { Database, Db } from '../db/database';
import { rawSqliteOf } from '../db/create-db';
import { nowIso } from '../shared/time';
import type { CsvSource } from './csv-source';
import type { DatasetDefinition } from './datasets/types';
import { importBatch } from './import-batch';
import { KeyIndex } from './key-index';
import { mapRows, type MapBatch } from './map-rows';
import { mapRowsInWorker } from './map-worker';
import { RejectFile } from './reject-file';
import { rollbackFile } from './rollback';
import { FILE_EVENTS, type FileEvents } from './events/derive-events';
import { isSqlite, maxText } from '../db/bulk-sql';

const BATCH_SIZE = 2_000;
// A transaction holds batches for about this long: each commit writes every
// page the batches dirtied, so fewer, larger commits write far less, and
// the write lock is still released every second.
const COMMIT_EVERY_MS = 1_000;
const FIRST_MUNS = 100_000_001;
// Below this a file is read faster than the mapping thread starts.
const WORKER_MIN_BYTES = 4 * 1024 * 1024;

export interface Progress {
  file: string;
  rows: number;
  bytes: number;
  size: number;
}

export interface FileSummary {
  file: string;
  dataset: string;
  status: 'done' | 'refused' | 'failed' | 'interrupted';
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
  // Company events derived from what the file changed (decision 0024).
  events: number;
  seconds: number;
  rejectsPath?: string;
  message?: string;
}

export interface ImportFileOptions {
  db: Db;
  rejectsDir: string;
  onProgress?: (progress: Progress) => void;
  // Checked between batches: true stops the file and rolls it back.
  shouldStop?: () => boolean;
  // Rows per batch; tests make it small.
  batchSize?: number;
  // How long a transaction gathers batches before it commits; tests make
  // it 0, a commit per batch.
  commitEveryMs?: number;
  // Read and map on a worker thread; unset, a big file of a dataset that
  // resolves no companies is (docs/decisions/0006).
  mapInWorker?: boolean;
  // The run's resolution keys, shared by its files (loaded once).
  keyIndex?: () => Promise<KeyIndex>;
  // How the file's company events are derived; tests make it fail.
  events?: FileEvents;
}

/**
 * Whether a file is read and mapped on the mapping thread. Only the writing
 * thread resolves companies: for a dataset that does, it is the slower side
 * and the thread would only add memory.
 */
export const mapsInWorker = (
  source: CsvSource,
  definition: DatasetDefinition,
  option?: boolean,
): boolean =>
  option ?? (!definition.resolvesCompanies && source.size >= WORKER_MIN_BYTES);

/** Loads the key index on first use, then hands out the same one. */
export function keyIndexLoader(db: Db): () => Promise<KeyIndex> {
  let index: Promise<KeyIndex> | undefined;
  return () => (index ??= KeyIndex.load(db));
}

export class ImportInterruptedError extends Error {
  override name = 'ImportInterruptedError';
}

async function nextMunsFactory(db: Db): Promise<() => string> {
  let next = Math.max(
    FIRST_MUNS,
    Number((await maxText(db, 'companies', 'muns')) ?? 0) + 1,
  );
  return () => String(next++);
}

/**
 * Imports one CSV of a known dataset: batches in their own transactions,
 * the file's record in import_files, rejects to a side file. A failure or
 * a stop rolls the whole file back (docs/decisions/0005).
 */
export async function importFile(
  source: CsvSource,
  definition: DatasetDefinition,
  options: ImportFileOptions,
): Promise<FileSummary> {
  const started = Date.now();
  const { db } = options;
  const progress: Progress = {
    file: source.name,
    rows: 0,
    bytes: 0,
    size: source.size,
  };
  const summary: FileSummary = {
    file: source.name,
    dataset: definition.name,
    status: 'done',
    read: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    events: 0,
    seconds: 0,
  };
  const record = await db
    .insertInto('import_files')
    .values({
      dataset: definition.name,
      file_name: source.name,
      file_sha256: '',
      status: 'running',
      started_at: nowIso(),
      heartbeat_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fileId = Number(record.id);
  const context = {
    fileId,
    dataset: definition.name,
    nextMuns: await nextMunsFactory(db),
    keys: definition.resolvesCompanies
      ? await (options.keyIndex ?? keyIndexLoader(db))()
      : undefined,
    raw: rawSqliteOf(db),
  };
  let rejects: RejectFile | undefined;
  let asOf: string | null = null;
  let sha256 = '';

  // The transaction of the batches since the last commit; set and cleared
  // by the writes, so its type is given rather than narrowed from null.
  let open = null as {
    trx: ControlledTransaction<Database>;
    since: number;
  } | null;
  const commit = async () => {
    if (!open) return;
    const { trx } = open;
    open = null;
    await trx
      .updateTable('import_files')
      .set({ heartbeat_at: nowIso() })
      .where('id', '=', fileId)
      .execute();
    await trx.commit().execute();
  };

  const write = async (batch: MapBatch) => {
    for (const reject of batch.rejects) rejects!.write(reject);
    const { rows } = batch;
    if (options.shouldStop?.()) throw new ImportInterruptedError('stopped');
    for (const row of rows) {
      for (const fact of row.facts) {
        if (fact.asOfDate && (!asOf || fact.asOfDate > asOf))
          asOf = fact.asOfDate;
      }
    }
    open ??= { trx: await db.startTransaction().execute(), since: Date.now() };
    const result = await importBatch(open.trx, context, definition, rows);
    summary.inserted += result.inserted;
    summary.updated += result.updated;
    summary.unchanged += result.unchanged;
    for (const reject of result.rejects) rejects!.write(reject);
    if (Date.now() - open.since >= (options.commitEveryMs ?? COMMIT_EVERY_MS)) {
      await commit();
    }
    summary.read = batch.read;
    progress.rows = batch.read;
    progress.bytes = batch.bytes;
    options.onProgress?.(progress);
  };
  // The batch being written. On PostgreSQL the next one is read and mapped
  // meanwhile, as the server writes (docs/decisions/0006); SQLite's driver
  // is synchronous, so there each batch is written before the next is
  // taken, one batch less in memory.
  let writing: Promise<void> | null = null;
  const overlap = !isSqlite(db);

  try {
    const batchSize = options.batchSize ?? BATCH_SIZE;
    const events = mapsInWorker(source, definition, options.mapInWorker)
      ? mapRowsInWorker(source, definition, batchSize)
      : mapRows(source, definition, batchSize);
    for await (const event of events) {
      if (event.kind === 'header') {
        rejects = new RejectFile(options.rejectsDir, source.name, event.fields);
      } else if (event.kind === 'batch') {
        await writing;
        writing = write(event);
        // Its failure is met at the next await; until then it is handled.
        writing.catch(() => undefined);
        if (!overlap) await writing;
      } else sha256 = event.sha256;
    }
    await writing;
    await commit();
    summary.rejected = rejects?.count ?? 0;
    // The events go in with the file's 'done', while its undo log still
    // tells what each row was before (decision 0024).
    const derivation = options.events ?? FILE_EVENTS;
    const file = { id: fileId, dataset: definition.name, asOf };
    await derivation.prepare(db, file);
    summary.events = await db.transaction().execute(async (trx) => {
      const derived = await derivation.derive(trx, file);
      await trx
        .deleteFrom('import_undo')
        .where('import_file_id', '=', fileId)
        .execute();
      await trx
        .updateTable('import_files')
        .set({
          status: 'done',
          file_sha256: sha256,
          as_of_date: asOf,
          rows_read: summary.read,
          inserted: summary.inserted,
          updated: summary.updated,
          unchanged: summary.unchanged,
          rejected: summary.rejected,
          finished_at: nowIso(),
        })
        .where('id', '=', fileId)
        .execute();
      return derived;
    });
  } catch (error) {
    // A failed read or map: the batch in flight ends before the rollback.
    await writing?.catch(() => undefined);
    if (open) await open.trx.rollback().execute();
    open = null;
    const interrupted = error instanceof ImportInterruptedError;
    summary.status = interrupted ? 'interrupted' : 'failed';
    summary.message = interrupted
      ? 'stopped; the file was rolled back'
      : `failed and rolled back: ${(error as Error).message}`;
    await rollbackFile(
      db,
      fileId,
      interrupted ? 'rolled_back' : 'failed',
      summary.message,
    );
  } finally {
    await rejects?.close();
  }
  summary.rejected = rejects?.count ?? 0;
  if (summary.rejected > 0) summary.rejectsPath = rejects!.path;
  summary.seconds = (Date.now() - started) / 1000;
  return summary;
}
