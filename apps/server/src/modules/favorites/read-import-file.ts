import {
  ImportFileError,
  tooLargeUnpacked,
  unreadable,
} from './import-file-error';
import type { ImportLine, ImportTable } from './import-line';
import { readCsvLines } from './read-csv';
import { readXlsxLines } from './read-xlsx';

// What the service may receive: rows times the header's width, and the
// text the unmatched list echoes back (each row's values by column name).
// A 5,000-row list of 30 columns uses a tenth of it.
const TABLE_CELLS = 2_000_000;
const TABLE_CHARS = 16 * 1024 * 1024;

// Records a CSV may have, blank ones included, per row of the limit.
const CSV_RECORDS_PER_ROW = 2;

// An XLSX workbook is a zip archive; an old .xls is an OLE2 compound file.
const isZip = (file: Buffer) =>
  file.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

const charsOf = (cells: readonly string[]) =>
  cells.reduce((sum, cell) => sum + cell.length, 0);

/** Gathers the header and rows, refusing a table past the limits. */
class TableBuilder {
  private header: string[] | undefined;
  private headerChars = 0;
  private cells = 0;
  private chars = 0;
  readonly rows: ImportLine[] = [];

  constructor(private readonly maxRows: number) {}

  add(line: ImportLine): void {
    const { cells } = line;
    if (!this.header) {
      this.header = cells.map((cell) => cell.trim());
      this.headerChars = charsOf(this.header);
      return;
    }
    if (this.rows.length === this.maxRows) {
      throw new ImportFileError('FAVORITES_IMPORT_TOO_MANY_ROWS');
    }
    this.cells += Math.max(cells.length, this.header.length);
    this.chars += this.headerChars + charsOf(cells);
    if (this.cells > TABLE_CELLS || this.chars > TABLE_CHARS) {
      throw tooLargeUnpacked();
    }
    this.rows.push(line);
  }

  table(): ImportTable {
    if (!this.header) throw unreadable();
    if (this.rows.length === 0) {
      throw new ImportFileError('FAVORITES_IMPORT_NO_ROWS');
    }
    return { header: this.header, rows: this.rows };
  }
}

/**
 * The header and data rows of an uploaded CSV or XLSX (first sheet): the
 * first non-blank row is the header; blank rows are skipped. Reading stops
 * one row past `maxRows`.
 */
export async function readImportFile(
  file: Buffer,
  maxRows: number,
): Promise<ImportTable> {
  const builder = new TableBuilder(maxRows);
  const lines = isZip(file)
    ? readXlsxLines(file)
    : readCsvLines(file, maxRows + 1, (maxRows + 1) * CSV_RECORDS_PER_ROW);
  for await (const line of lines) builder.add(line);
  return builder.table();
}
