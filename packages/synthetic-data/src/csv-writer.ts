import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';

const NEEDS_QUOTES = /[",\r\n]/;

/** RFC 4180: a field with a comma, quote or line break is quoted. */
export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One CSV record with its line ending (LF). Quotes fields in place. */
export function csvLine(fields: string[]): string {
  for (let i = 0; i < fields.length; i += 1) {
    const value = fields[i]!;
    if (value.length !== 0 && NEEDS_QUOTES.test(value))
      fields[i] = csvField(value);
  }
  return `${fields.join(',')}\n`;
}

const HIGH_WATER_MARK = 1 << 20;

/**
 * One output file: the header first, then blocks of lines written with
 * backpressure (the caller awaits `write`, which waits for 'drain').
 */
export class CsvFile {
  rows = 0;
  private readonly stream: WriteStream;
  private failure: Error | undefined;

  constructor(
    readonly path: string,
    header: readonly string[],
  ) {
    this.stream = createWriteStream(path, { highWaterMark: HIGH_WATER_MARK });
    this.stream.on('error', (error) => {
      this.failure = error;
    });
    this.stream.write(csvLine([...header]));
  }

  async write(data: string | Uint8Array, rowCount: number): Promise<void> {
    if (this.failure) throw this.failure;
    this.rows += rowCount;
    if (data.length === 0) return;
    if (!this.stream.write(data)) await once(this.stream, 'drain');
  }

  /** Flushes and closes; after a failed write it only releases the file. */
  async close(): Promise<void> {
    if (this.failure) {
      this.stream.destroy();
      return;
    }
    this.stream.end();
    await once(this.stream, 'finish');
  }
}
