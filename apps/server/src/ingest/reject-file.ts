import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import type { Reject } from './prepare-row';

const quote = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
const csvLine = (fields: readonly string[]) =>
  `${fields.map(quote).join(',')}\n`;

/**
 * The rejects of one source file: its own header after LINE and REASON,
 * so a corrected file can be imported again as it is.
 */
export class RejectFile {
  private stream: WriteStream | undefined;
  count = 0;
  readonly path: string;

  constructor(
    dir: string,
    sourceName: string,
    private readonly header: readonly string[],
  ) {
    const safe = sourceName.replace(/[^\w.-]+/g, '_');
    this.path = join(dir, `${safe}.rejects.csv`);
    this.dir = dir;
  }

  private readonly dir: string;

  write(reject: Reject): void {
    if (!this.stream) {
      mkdirSync(this.dir, { recursive: true });
      this.stream = createWriteStream(this.path);
      this.stream.write(csvLine(['LINE', 'REASON', ...this.header]));
    }
    this.count += 1;
    // The record goes out as the file had it, quoting and all.
    this.stream.write(
      `${reject.line},${quote(reject.reason)}${reject.raw === '' ? '' : `,${reject.raw}`}\n`,
    );
  }

  async close(): Promise<void> {
    const stream = this.stream;
    if (!stream) return;
    await new Promise<void>((resolve, reject) => {
      stream.end((error?: Error | null) => (error ? reject(error) : resolve()));
    });
  }
}
