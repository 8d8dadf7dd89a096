import { createHash } from 'node:crypto';
import { rawSqliteOf } from '../db/create-db';
import { nowIso } from '../shared/time';
import type { CsvSource } from './csv-source';
import { readCsv } from './csv-source';
import type { DatasetDefinition } from './datasets/types';
import { importBatch, type PendingRow, type Reject } from './import-batch';
import { RejectFile } from './reject-file';
import { rollbackFile } from './rollback';
import { maxText, type AnyDb } from './sql';
import { RowError, type Row } from './values';

const BATCH_SIZE = 2_000;
const FIRST_MUNS = 100_000_001;

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
  seconds: number;
  rejectsPath?: string;
  message?: string;
}

export interface ImportFileOptions {
  db: AnyDb;
  rejectsDir: string;
  onProgress?: (progress: Progress) => void;
  // Checked between batches: true stops the file and rolls it back.
  shouldStop?: () => boolean;
  // Rows per transaction; tests make it small.
  batchSize?: number;
}

export class ImportInterruptedError extends Error {
  override name = 'ImportInterruptedError';
}

async function nextMunsFactory(db: AnyDb): Promise<() => string> {
  let next = Math.max(
    FIRST_MUNS,
    Number((await maxText(db, 'companies', 'muns')) ?? 0) + 1,
  );
  return () => String(next++);
}

// Header names are matched without regard to case (OSHA and WHD publish
// lower case, DOL upper case); rows are keyed by the upper-case name.
function toRow(header: readonly string[], fields: readonly string[]): Row {
  const row: Record<string, string> = {};
  for (let i = 0; i < header.length; i += 1) row[header[i]!] = fields[i] ?? '';
  return row;
}

function mapOne(
  definition: DatasetDefinition,
  header: readonly string[],
  line: number,
  fields: readonly string[],
): PendingRow | Reject {
  if (fields.length !== header.length) {
    return {
      line,
      fields,
      reason: `has ${fields.length} fields where the header has ${header.length}`,
    };
  }
  try {
    return { line, fields, mapped: definition.mapRow(toRow(header, fields)) };
  } catch (error) {
    if (error instanceof RowError)
      return { line, fields, reason: error.message };
    throw error;
  }
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
  const hash = createHash('sha256');
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
  // A bigger page cache for the bulk writes (SQLite's default is 2 MB).
  rawSqliteOf(db)?.pragma('cache_size = -131072');
  const context = {
    fileId,
    dataset: definition.name,
    nextMuns: await nextMunsFactory(db),
    raw: rawSqliteOf(db),
  };
  let header: string[] = [];
  let rejects: RejectFile | undefined;
  let batch: PendingRow[] = [];
  let asOf: string | null = null;

  const flush = async () => {
    if (options.shouldStop?.()) throw new ImportInterruptedError('stopped');
    const rows = batch;
    batch = [];
    for (const row of rows) {
      for (const fact of row.mapped.facts) {
        if (fact.asOfDate && (!asOf || fact.asOfDate > asOf))
          asOf = fact.asOfDate;
      }
    }
    const result = await db.transaction().execute(async (trx) => {
      const outcome = await importBatch(trx, context, definition, rows);
      await trx
        .updateTable('import_files')
        .set({ heartbeat_at: nowIso() })
        .where('id', '=', fileId)
        .execute();
      return outcome;
    });
    summary.inserted += result.inserted;
    summary.updated += result.updated;
    summary.unchanged += result.unchanged;
    for (const reject of result.rejects) rejects!.write(reject);
  };

  try {
    const stream = await source.open();
    for await (const event of readCsv(stream, (chunk) => {
      progress.bytes += chunk.length;
      hash.update(chunk);
    })) {
      if (event.kind === 'header') {
        header = event.fields.map((field) => field.toUpperCase());
        rejects = new RejectFile(options.rejectsDir, source.name, event.fields);
        continue;
      }
      summary.read += 1;
      progress.rows = summary.read;
      const mapped =
        event.kind === 'bad'
          ? { line: event.line, fields: [], reason: event.reason }
          : mapOne(definition, header, event.line, event.fields);
      if ('reason' in mapped) rejects!.write(mapped);
      else batch.push(mapped);
      if (batch.length >= (options.batchSize ?? BATCH_SIZE)) {
        await flush();
        options.onProgress?.(progress);
      }
    }
    await flush();
    options.onProgress?.(progress);
    summary.rejected = rejects?.count ?? 0;
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('import_undo')
        .where('import_file_id', '=', fileId)
        .execute();
      await trx
        .updateTable('import_files')
        .set({
          status: 'done',
          file_sha256: hash.digest('hex'),
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
    });
  } catch (error) {
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
