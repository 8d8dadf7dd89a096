import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { FAVORITES_IMPORT_MAX_ROWS } from '@edge/contracts';
import { FavoriteError } from './favorites.errors';

/** A data row of an import file and its line (row number) in the file. */
export interface ImportLine {
  line: number;
  cells: string[];
}

export interface ImportTable {
  header: string[];
  rows: ImportLine[];
}

// An XLSX workbook is a zip archive; an old .xls is an OLE2 compound file.
const isZip = (file: Buffer) =>
  file.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

const unreadable = () => new FavoriteError('FAVORITES_IMPORT_UNREADABLE');

const isBlank = (cells: readonly string[]) =>
  cells.every((cell) => cell.trim() === '');

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

// Line breaks inside a record (quoted ones), '\r\n' counted once.
const innerBreaks = (raw: string) =>
  raw.replace(/[\r\n]+$/, '').match(/\r\n|\r|\n/g)?.length ?? 0;

function readCsv(file: Buffer): ImportLine[] {
  const text = decodeText(file).replace(/^\uFEFF/, '');
  let records: { record: string[]; raw: string }[];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      raw: true,
    }) as unknown as { record: string[]; raw: string }[];
  } catch {
    throw unreadable();
  }
  // A user looks for the line a record starts on; a quoted line break
  // makes a record span lines.
  let line = 1;
  return records.map(({ record, raw }) => {
    const start = line;
    line += 1 + innerBreaks(raw);
    return { line: start, cells: record };
  });
}

async function readXlsx(file: Buffer): Promise<ImportLine[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  // The first sheet that has anything on it.
  const sheet = workbook.worksheets.find((ws) => ws.actualRowCount > 0);
  const lines: ImportLine[] = [];
  sheet?.eachRow((row, rowNumber) => {
    const cells: string[] = [];
    for (let i = 1; i <= row.cellCount; i += 1) {
      cells.push(row.getCell(i).text ?? '');
    }
    lines.push({ line: rowNumber, cells });
  });
  return lines;
}

/**
 * The header and data rows of an uploaded CSV or XLSX (first sheet): the
 * first non-blank row is the header; blank rows are skipped.
 */
export async function readImportFile(file: Buffer): Promise<ImportTable> {
  const lines = (isZip(file) ? await readXlsx(file) : readCsv(file)).filter(
    (line) => !isBlank(line.cells),
  );
  const [first, ...rows] = lines;
  if (!first) throw unreadable();
  if (rows.length === 0) throw new FavoriteError('FAVORITES_IMPORT_NO_ROWS');
  if (rows.length > FAVORITES_IMPORT_MAX_ROWS) {
    throw new FavoriteError('FAVORITES_IMPORT_TOO_MANY_ROWS');
  }
  return { header: first.cells.map((cell) => cell.trim()), rows };
}
