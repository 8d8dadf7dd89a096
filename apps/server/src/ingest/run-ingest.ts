import { rawSqliteOf } from '../db/create-db';
import {
  refreshSearchProjection,
  type RefreshResult,
} from '../search-projection/refresh-search-projection';
import { readCsv, listCsvSources, type CsvSource } from './csv-source';
import { DATASET_DEFINITIONS } from './datasets/registry';
import {
  DATASET_ORDER,
  type DatasetDefinition,
  type DatasetName,
} from './datasets/types';
import { detectDataset, RefusedFileError } from './detect-dataset';
import {
  importFile,
  type FileSummary,
  type ImportFileOptions,
} from './import-file';
import { recoverInterruptedImports } from './rollback';
import type { AnyDb } from './sql';

export interface IngestOptions extends ImportFileOptions {
  // --dataset NAME: every file is read as this dataset.
  dataset?: DatasetName;
}

export interface IngestResult {
  files: FileSummary[];
  // Files an earlier import left half-done, rolled back first.
  recovered: number[];
  // The search projection's rebuild, when a file changed data.
  search?: RefreshResult;
}

async function readHeader(source: CsvSource): Promise<string[]> {
  const stream = await source.open();
  try {
    for await (const event of readCsv(stream)) {
      if (event.kind === 'header') return event.fields;
    }
    return [];
  } finally {
    stream.destroy();
  }
}

interface Planned {
  source: CsvSource;
  definition: DatasetDefinition;
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
  seconds: 0,
  message,
});

/**
 * Imports files in dependency order whatever order they come in: each file
 * is recognized from its header first; a file that is no known dataset
 * (or not the forced one) is refused before anything is written. When a
 * file changed data, the search projection is rebuilt at the end.
 */
export async function ingestFiles(
  paths: readonly string[],
  options: IngestOptions,
): Promise<IngestResult> {
  const recovered = await recoverInterruptedImports(options.db);
  const restore = bulkWriteSettings(options.db);
  try {
    const files = await importPlanned(paths, options);
    const changed = files.some(
      (file) => file.status === 'done' && file.inserted + file.updated > 0,
    );
    if (!changed) return { files, recovered };
    return {
      files,
      recovered,
      search: await refreshSearchProjection(options.db),
    };
  } finally {
    restore();
  }
}

// SQLite: a bigger page cache (the default is 2 MB) and fewer WAL
// checkpoints while importing (each one syncs and copies the log back);
// the log is folded into the database and truncated at the end.
function bulkWriteSettings(db: AnyDb): () => void {
  const raw = rawSqliteOf(db);
  if (!raw) return () => {};
  const cache = raw.pragma('cache_size', { simple: true }) as number;
  const checkpoint = raw.pragma('wal_autocheckpoint', {
    simple: true,
  }) as number;
  raw.pragma('cache_size = -131072');
  raw.pragma('wal_autocheckpoint = 50000');
  return () => {
    raw.pragma(`cache_size = ${cache}`);
    raw.pragma(`wal_autocheckpoint = ${checkpoint}`);
    raw.pragma('wal_checkpoint(TRUNCATE)');
  };
}

async function importPlanned(
  paths: readonly string[],
  options: IngestOptions,
): Promise<FileSummary[]> {
  const files: FileSummary[] = [];
  const planned: Planned[] = [];
  for (const path of paths) {
    let sources: CsvSource[];
    try {
      sources = await listCsvSources(path);
    } catch (error) {
      files.push(refused(path, (error as Error).message));
      continue;
    }
    for (const source of sources) {
      try {
        const header = await readHeader(source);
        planned.push({
          source,
          definition: detectDataset(
            source.name,
            header,
            DATASET_DEFINITIONS,
            options.dataset,
          ),
        });
      } catch (error) {
        if (!(error instanceof RefusedFileError)) throw error;
        files.push(refused(source.name, error.message));
      }
    }
  }
  const rank = (name: DatasetName) => DATASET_ORDER.indexOf(name);
  planned.sort(
    (a, b) =>
      rank(a.definition.name) - rank(b.definition.name) ||
      a.source.name.localeCompare(b.source.name),
  );
  for (const { source, definition } of planned) {
    const summary = await importFile(source, definition, options);
    files.push(summary);
    if (summary.status !== 'done') break;
  }
  return files;
}
