import { parse } from 'csv-parse/sync';
import { ImportFileError, unreadable } from './import-file-error';
import { isBlank, type ImportLine } from './import-line';

// Excel on Windows saves CSV in the ANSI code page, not UTF-8: read what is
// not valid UTF-8 as Windows-1252 rather than refuse it.
function decodeText(file: Buffer): string {
  if (file.includes(0)) throw unreadable();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return new TextDecoder('windows-1252').decode(file);
  }
}

// Some locales' Excel separates with semicolons; tab-separated text too.
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map(
    (d) => [d, firstLine.split(d).length] as const,
  );
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

const breaks = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;

/** Counts the lines of the file as its records go by. */
class LineCounter {
  private next = 1;

  // The line a record starts on: a user looks for it. Skipped empty lines
  // lead a record's raw text; quoted line breaks make a record span lines.
  startOf(raw: string): number {
    const leading = /^[\r\n]*/.exec(raw)![0];
    const start = this.next + breaks(leading);
    const body = raw.slice(leading.length).replace(/[\r\n]+$/, '');
    this.next = start + 1 + breaks(body);
    return start;
  }
}

/**
 * The non-blank lines of a CSV, refused past `maxLines` of them or past
 * `maxRecords` records, blank ones included: a record
 * whose width differs from the first costs csv-parse tens of microseconds.
 */
export function readCsvLines(
  file: Buffer,
  maxLines: number,
  maxRecords: number,
): ImportLine[] {
  const text = decodeText(file).replace(/^\uFEFF/, '');
  const counter = new LineCounter();
  const lines: ImportLine[] = [];
  let records = 0;
  const keep = ({ record, raw }: { record: string[]; raw: string }) => {
    records += 1;
    if (records > maxRecords) {
      throw new ImportFileError('FAVORITES_IMPORT_TOO_MANY_ROWS');
    }
    const line = counter.startOf(raw);
    if (isBlank(record)) return null;
    // One line past the limit is enough to refuse the file: stop reading.
    if (lines.length === maxLines) {
      throw new ImportFileError('FAVORITES_IMPORT_TOO_MANY_ROWS');
    }
    lines.push({ line, cells: record });
    return null;
  };
  try {
    parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      raw: true,
      on_record: keep as never,
    });
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw unreadable();
  }
  return lines;
}
