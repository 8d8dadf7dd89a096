import { createReadStream, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import yauzl from 'yauzl';

/** One CSV to import: a plain file, or one entry of an agency's .zip. */
export interface CsvSource {
  // 'f_sch_a_2024_latest.csv' or 'F_SCH_A_2024_Latest.zip!f_sch_a_2024_latest.csv'
  name: string;
  // Uncompressed size in bytes, for the ETA.
  size: number;
  open(): Promise<Readable>;
}

export type CsvEvent =
  | { kind: 'header'; fields: string[] }
  | { kind: 'row'; line: number; fields: string[] }
  | { kind: 'bad'; line: number; reason: string };

const isDataEntry = (name: string) =>
  /\.(csv|txt)$/i.test(name) && !/layout/i.test(name) && !name.endsWith('/');

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    );
  });
}

async function zipEntries(path: string): Promise<yauzl.Entry[]> {
  const zip = await openZip(path);
  const entries: yauzl.Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (isDataEntry(entry.fileName)) entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  zip.close();
  return entries;
}

function openEntry(path: string, entryName: string): Promise<Readable> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== entryName) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) =>
          streamError ? reject(streamError) : resolve(stream),
        );
      });
      zip.on('end', () => reject(new Error(`${entryName} not found`)));
      zip.readEntry();
    });
  });
}

/** The CSV files a path holds: itself, or each data file of a .zip. */
export async function listCsvSources(path: string): Promise<CsvSource[]> {
  if (!/\.zip$/i.test(path)) {
    return [
      {
        name: basename(path),
        size: statSync(path).size,
        open: async () => createReadStream(path),
      },
    ];
  }
  const entries = await zipEntries(path);
  if (entries.length === 0) {
    throw new Error(`${basename(path)} holds no .csv or .txt data file`);
  }
  return entries.map((entry) => ({
    name: `${basename(path)}!${entry.fileName}`,
    size: entry.uncompressedSize,
    open: () => openEntry(path, entry.fileName),
  }));
}

/**
 * Streams a CSV as its header, then rows with their line numbers; a record
 * the parser cannot read (an unclosed quote...) comes out as 'bad' and the
 * reading goes on. `onChunk` sees the raw bytes (progress, file hash).
 */
export async function* readCsv(
  stream: Readable,
  onChunk?: (chunk: Buffer) => void,
): AsyncGenerator<CsvEvent> {
  const skipped: CsvEvent[] = [];
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    info: true,
    on_skip: (error: CsvError | undefined) => {
      skipped.push({
        kind: 'bad',
        line: Number(error?.lines ?? 0),
        reason: `unreadable CSV record: ${error?.message ?? 'parse error'}`,
      });
      return undefined;
    },
  });
  if (onChunk) stream.on('data', onChunk);
  stream.pipe(parser);
  let header = true;
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    while (skipped.length > 0) yield skipped.shift()!;
    if (header) {
      header = false;
      yield { kind: 'header', fields: record.map((f) => f.trim()) };
    } else {
      yield { kind: 'row', line: info.lines, fields: record };
    }
  }
  while (skipped.length > 0) yield skipped.shift()!;
}
