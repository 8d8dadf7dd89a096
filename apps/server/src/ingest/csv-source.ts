import { createReadStream, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import yauzl from 'yauzl';
import { CsvReader, type CsvRecord } from './csv-reader';

/** One CSV to import: a plain file, or one entry of an agency's .zip. */
export interface CsvSource {
  // 'f_sch_a_2024_latest.csv' or 'F_SCH_A_2024_Latest.zip!f_sch_a_2024_latest.csv'
  name: string;
  // Uncompressed size in bytes, for the ETA.
  size: number;
  // Where it is, for another thread to open it.
  ref: CsvSourceRef;
  open(): Promise<Readable>;
}

/** A plain file, or the entry of a .zip. */
export interface CsvSourceRef {
  path: string;
  entry?: string;
  name: string;
  size: number;
}

/** The source a reference names. */
export function openCsvSource(ref: CsvSourceRef): CsvSource {
  const { path, entry } = ref;
  return {
    name: ref.name,
    size: ref.size,
    ref,
    open:
      entry === undefined
        ? async () => createReadStream(path)
        : () => openEntry(path, entry),
  };
}

export type CsvEvent =
  | { kind: 'header'; fields: string[] }
  | { kind: 'row'; line: number; fields: string[]; raw: string }
  | { kind: 'bad'; line: number; reason: string; raw: string };

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
      openCsvSource({ path, name: basename(path), size: statSync(path).size }),
    ];
  }
  const entries = await zipEntries(path);
  if (entries.length === 0) {
    throw new Error(`${basename(path)} holds no .csv or .txt data file`);
  }
  return entries.map((entry) =>
    openCsvSource({
      path,
      entry: entry.fileName,
      name: `${basename(path)}!${entry.fileName}`,
      size: entry.uncompressedSize,
    }),
  );
}

/**
 * Streams a CSV as its header, then rows with their line numbers; a record
 * the reader cannot read (an unclosed quote...) comes out as 'bad' and the
 * reading goes on. `onChunk` sees the raw bytes (progress, file hash).
 */
export async function* readCsv(
  stream: Readable,
  onChunk?: (chunk: Buffer) => void,
): AsyncGenerator<CsvEvent> {
  // The decoder holds back a character cut at a chunk's end.
  const decoder = new StringDecoder('utf8');
  const reader = new CsvReader();
  const toEvent = csvEventMapper();
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    onChunk?.(chunk);
    // A chunk's records come out in a plain loop: no stream or promise sits
    // between the reader and this generator.
    for (const record of reader.push(decoder.write(chunk))) {
      yield toEvent(record);
    }
  }
  for (const record of [...reader.push(decoder.end()), ...reader.end()]) {
    yield toEvent(record);
  }
}

// The first readable record is the header.
function csvEventMapper(): (record: CsvRecord) => CsvEvent {
  let hasHeader = false;
  return (record) => {
    const { line, raw } = record;
    if ('error' in record) {
      return { kind: 'bad', line, reason: record.error, raw };
    }
    if (hasHeader) return { kind: 'row', line, fields: record.fields, raw };
    hasHeader = true;
    return { kind: 'header', fields: record.fields.map((f) => f.trim()) };
  };
}
