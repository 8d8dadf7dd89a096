import type { Db } from '../db/database';
import { bringJobsForward } from './wake-jobs';
import { rawSqliteOf } from '../db/create-db';
import {
  refreshSearchProjection,
  type RefreshResult,
} from '../search-projection/refresh-search-projection';
import { readCsv, listCsvSources, type CsvSource } from './csv-source';
import { DATASET_DEFINITIONS } from './datasets/registry';
import { DATASET_ORDER, type DatasetName } from '../data-model/datasets';
import type { DatasetDefinition } from './datasets/types';
import { detectDataset, RefusedFileError } from './detect-dataset';
import {
  importFile,
  keyIndexLoader,
  type FileSummary,
  type ImportFileOptions,
} from './import-file';
import {
  deferIndexes,
  restoreDeferredIndexes,
  tablesToDefer,
  type RestoredIndexes,
} from './deferred-indexes';
import { lockImports } from './rollback';

export interface IngestOptions extends ImportFileOptions {
  // --dataset NAME: every file is read as this dataset.
  dataset?: DatasetName;
  // Rows a run writes into a table at least before its secondary indexes
  // are dropped and built again at the end; tests make it small.
  deferIndexesFrom?: number;
}

export interface IngestResult {
  files: FileSummary[];
  // Files an earlier import left half-done, rolled back first.
  recovered: number[];
  // Secondary indexes dropped for the load and built again at its end.
  indexes?: RestoredIndexes;
  // The search projection's rebuild, when a file changed data.
  search?: RefreshResult;
}

// Records sampled to estimate a file's rows.
const SAMPLE_ROWS = 2_000;

/** A file's header, and its rows estimated from the first records. */
async function readHeader(
  source: CsvSource,
): Promise<{ header: string[]; rows: number }> {
  const stream = await source.open();
  let header: string[] = [];
  let rows = 0;
  let chars = 0;
  try {
    for await (const event of readCsv(stream)) {
      if (event.kind === 'header') header = event.fields;
      else {
        rows += 1;
        chars += event.raw.length + 1;
        if (rows === SAMPLE_ROWS) {
          return { header, rows: Math.round((source.size / chars) * rows) };
        }
      }
    }
    return { header, rows };
  } finally {
    stream.destroy();
  }
}

interface Planned {
  source: CsvSource;
  definition: DatasetDefinition;
  rows: number;
}

// The rows a run is expected to write into each table.
function plannedWrites(planned: readonly Planned[]): Map<string, number> {
  const writes = new Map<string, number>();
  const add = (table: string, rows: number) =>
    writes.set(table, (writes.get(table) ?? 0) + rows);
  for (const { definition, rows } of planned) {
    add(definition.mainTable, rows);
    if (!definition.resolvesCompanies) continue;
    for (const table of ['companies', 'company_keys', 'company_addresses']) {
      add(table, rows);
    }
  }
  return writes;
}

const refused = (file: string, message: string): FileSummary => ({
  file,
  dataset: '?',
  status: 'refused',
  read: 0,
  inserted: 0,
  updated: 0,
  unchanged: 0,
  rejected: 0,
  events: 0,
  seconds: 0,
  message,
});

/**
 * Imports files in dependency order whatever order they come in: each file
 * is recognized from its header first; a file that is no known dataset
 * (or not the forced one) is refused before anything is written. When a
 * file changed data, the search projection is rebuilt at the end. The run
 * holds the import lock throughout (ImportBusyError if another holds it),
 * and stops, rolling its file back, should it lose the lock.
 */
export async function ingestFiles(
  paths: readonly string[],
  options: IngestOptions,
): Promise<IngestResult> {
  const { lock, recovered } = await lockImports(options.db);
  try {
    const shouldStop = () =>
      !lock.isHeld() || (options.shouldStop?.() ?? false);
    return await ingestLocked(paths, { ...options, shouldStop }, recovered);
  } finally {
    await lock.release();
  }
}

async function ingestLocked(
  paths: readonly string[],
  options: IngestOptions,
  recovered: number[],
): Promise<IngestResult> {
  const restore = bulkWriteSettings(options.db);
  let files: FileSummary[];
  let indexes: RestoredIndexes | undefined;
  let deferred = 0;
  try {
    const { planned, refused } = await planFiles(paths, options);
    deferred = await deferIndexes(
      options.db,
      await tablesToDefer(
        options.db,
        plannedWrites(planned),
        options.deferIndexesFrom,
      ),
    );
    files = [
      ...refused,
      ...(await importPlanned(planned, {
        keyIndex: keyIndexLoader(options.db),
        ...options,
      })),
    ];
  } finally {
    // The import's page cache goes before the index builds and the
    // projection: SQLite's index sorts took longer and over 100 MB more
    // memory with it (docs/decisions/0011), and the projection's rebuild
    // reads the whole database.
    restore();
    // Built again whether the files went in or were rolled back.
    if (deferred > 0) indexes = await restoreDeferredIndexes(options.db);
  }
  const changed = files.some(
    (file) => file.status === 'done' && file.inserted + file.updated > 0,
  );
  if (!changed) return { files, recovered, indexes };
  const search = await refreshSearchProjection(options.db);
  foldWal(options.db);
  await bringJobsForward(options.db);
  return { files, recovered, indexes, search };
}

// SQLite: the projection's rows go from the write-ahead log into the
// database file, and the log is truncated.
function foldWal(db: Db): void {
  rawSqliteOf(db)?.pragma('wal_checkpoint(TRUNCATE)');
}

// SQLite: a bigger page cache (64 MB; the default is 2 MB) and fewer WAL
// checkpoints while importing (each one syncs and copies the log back);
// the log is folded into the database and truncated at the end.
function bulkWriteSettings(db: Db): () => void {
  const raw = rawSqliteOf(db);
  if (!raw) return () => {};
  const cache = raw.pragma('cache_size', { simple: true }) as number;
  const checkpoint = raw.pragma('wal_autocheckpoint', {
    simple: true,
  }) as number;
  raw.pragma('cache_size = -65536');
  raw.pragma('wal_autocheckpoint = 50000');
  return () => {
    raw.pragma(`cache_size = ${cache}`);
    raw.pragma(`wal_autocheckpoint = ${checkpoint}`);
    foldWal(db);
  };
}

// Every file recognized (or refused) before anything is written, in
// dependency order.
async function planFiles(
  paths: readonly string[],
  options: IngestOptions,
): Promise<{ planned: Planned[]; refused: FileSummary[] }> {
  const refusedFiles: FileSummary[] = [];
  const planned: Planned[] = [];
  for (const path of paths) {
    let sources: CsvSource[];
    try {
      sources = await listCsvSources(path);
    } catch (error) {
      refusedFiles.push(refused(path, (error as Error).message));
      continue;
    }
    for (const source of sources) {
      try {
        const { header, rows } = await readHeader(source);
        planned.push({
          source,
          rows,
          definition: detectDataset(
            source.name,
            header,
            DATASET_DEFINITIONS,
            options.dataset,
          ),
        });
      } catch (error) {
        if (!(error instanceof RefusedFileError)) throw error;
        refusedFiles.push(refused(source.name, error.message));
      }
    }
  }
  const rank = (name: DatasetName) => DATASET_ORDER.indexOf(name);
  planned.sort(
    (a, b) =>
      rank(a.definition.name) - rank(b.definition.name) ||
      a.source.name.localeCompare(b.source.name),
  );
  return { planned, refused: refusedFiles };
}

async function importPlanned(
  planned: readonly Planned[],
  options: IngestOptions,
): Promise<FileSummary[]> {
  const files: FileSummary[] = [];
  for (const { source, definition } of planned) {
    const summary = await importFile(source, definition, options);
    files.push(summary);
    if (summary.status !== 'done') break;
  }
  return files;
}
