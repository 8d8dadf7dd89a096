import { createHash } from 'node:crypto';
import type { CsvSource } from './csv-source';
import { readCsv } from './csv-source';
import type { DatasetDefinition } from './datasets/types';
import {
  isReject,
  prepareRow,
  type PendingRow,
  type Reject,
} from './prepare-row';

/** What reading a file gives the writer, in order. */
export type MapEvent =
  | { kind: 'header'; fields: string[] }
  | {
      kind: 'batch';
      rows: PendingRow[];
      rejects: Reject[];
      // Records read and bytes consumed so far, for progress.
      read: number;
      bytes: number;
    }
  | { kind: 'end'; sha256: string };

export type MapBatch = Extract<MapEvent, { kind: 'batch' }>;

/**
 * Reads, maps and prepares a file's records in batches of `batchSize`
 * rows (rejects travel with the batch they were read in).
 */
export async function* mapRows(
  source: CsvSource,
  definition: DatasetDefinition,
  batchSize: number,
): AsyncGenerator<MapEvent> {
  const hash = createHash('sha256');
  let bytes = 0;
  let read = 0;
  let header: string[] = [];
  let rows: PendingRow[] = [];
  let rejects: Reject[] = [];
  const batch = (): MapEvent => {
    const event: MapEvent = { kind: 'batch', rows, rejects, read, bytes };
    rows = [];
    rejects = [];
    return event;
  };
  const stream = await source.open();
  for await (const event of readCsv(stream, (chunk) => {
    bytes += chunk.length;
    hash.update(chunk);
  })) {
    if (event.kind === 'header') {
      header = event.fields.map((field) => field.toUpperCase());
      yield { kind: 'header', fields: event.fields };
      continue;
    }
    read += 1;
    const row =
      event.kind === 'bad'
        ? { line: event.line, raw: event.raw, reason: event.reason }
        : prepareRow(definition, header, event.line, event.fields, event.raw);
    if (isReject(row)) rejects.push(row);
    else rows.push(row);
    if (rows.length + rejects.length >= batchSize) yield batch();
  }
  yield batch();
  yield { kind: 'end', sha256: hash.digest('hex') };
}
