import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import type { TableFormat } from '@edge/contracts';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';

/**
 * A table written to a file row by row, so an export's memory stays flat
 * whatever its size: CSV through csv-stringify, XLSX through exceljs's
 * streaming workbook writer.
 */
/** A cell: text, a number (a number cell in Excel) or nothing. */
export type Cell = string | number | null;

export interface TableFile {
  /** Writes a row; resolves when the file can take more. */
  row(cells: readonly Cell[]): Promise<void>;
  /** Ends the file; resolves once every byte is on disk. */
  close(): Promise<void>;
  /** Stops writing after a failure or a cancel (the caller deletes it). */
  abort(): Promise<void>;
}

// A cell a spreadsheet would run as a formula ("=HYPERLINK(...)") is
// written as text: a leading apostrophe, as spreadsheets themselves do.
// Negative amounts ("-$1.2k") stay as they are.
const FORMULA_START = /^(?:[=+@\t\r]|-(?![$\d]))/;

export function safeCell(cell: Cell): string | number {
  if (cell === null) return '';
  if (typeof cell === 'number') return cell;
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

function csvFile(path: string, header: readonly string[]): TableFile {
  const file = createWriteStream(path);
  // A byte-order mark, so Excel reads the file as UTF-8.
  const csv = stringify({ bom: true });
  csv.pipe(file);
  const write = async (cells: readonly Cell[]) => {
    if (!csv.write(cells.map(safeCell))) await once(csv, 'drain');
  };
  const headerWritten = write(header);
  return {
    async row(cells) {
      await headerWritten;
      await write(cells);
    },
    async close() {
      await headerWritten;
      csv.end();
      await finished(file);
    },
    async abort() {
      csv.destroy();
      file.destroy();
    },
  };
}

function xlsxFile(path: string, header: readonly string[]): TableFile {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('Export', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const top = sheet.addRow([...header]);
  top.font = { bold: true };
  top.commit();
  return {
    async row(cells) {
      sheet.addRow(cells.map(safeCell)).commit();
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
    async abort() {
      // The writer has no abort: finish what it holds, the caller deletes it.
      await workbook.commit().catch(() => undefined);
    },
  };
}

/** Opens a table file of a format at `path` with its header row. */
export function openTableFile(
  format: TableFormat,
  path: string,
  header: readonly string[],
): TableFile {
  return format === 'csv' ? csvFile(path, header) : xlsxFile(path, header);
}
