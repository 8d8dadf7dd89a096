import { unreadable } from './import-file-error';
import { isBlank, type ImportLine } from './import-line';
import { openXlsxArchive, type XlsxArchive } from './xlsx-archive';
import { dateStylesOf, dateText } from './xlsx-dates';
import { sharedStringsOf, workbookPartsOf } from './xlsx-workbook';
import { parseXml, type XmlHandlers } from './xml-events';

// A sheet streams row by row, so its cap bounds the time spent on it (blank
// rows included), not the memory.
export const SHEET_BYTES = 12 * 1024 * 1024;

// Excel's last column, XFD.
const MAX_COLUMN = 16_384;

// 'AB12' is column 28; a cell without a reference follows the one before.
function columnOf(reference: string | undefined, previous: number): number {
  const letters = /^[A-Z]+/.exec(reference ?? '')?.[0];
  if (!letters) return previous + 1;
  const column = [...letters].reduce(
    (n, c) => n * 26 + c.charCodeAt(0) - 64,
    0,
  );
  if (column > MAX_COLUMN) throw unreadable();
  return column;
}

/** What the cells of a sheet refer to: shared strings and date styles. */
interface SheetContext {
  strings: string[];
  dateStyles: Set<number>;
  is1904: boolean;
}

interface Cell {
  type: string;
  style: number;
  value: string;
}

function numberText({ style, value }: Cell, context: SheetContext): string {
  const number = Number(value);
  if (value === '' || !Number.isFinite(number)) return value;
  return context.dateStyles.has(style)
    ? dateText(number, context.is1904)
    : String(number);
}

// What Excel shows for a cell's value: a shared string by its index, a
// boolean as true or false, a number as JavaScript writes it, a date as
// 2024-03-05.
function cellText(cell: Cell, context: SheetContext): string {
  switch (cell.type) {
    case 's':
      return context.strings[Number(cell.value)] ?? '';
    case 'b':
      if (cell.value === '1') return 'true';
      return cell.value === '0' ? 'false' : cell.value;
    case 'n':
      return numberText(cell, context);
    default:
      // inlineStr, str (a formula's text), e (an error such as #N/A), d
      return cell.value;
  }
}

// Cells as they came (column, text), laid out in columns once the row ends.
function cellsOf(found: readonly (readonly [number, string])[]): string[] {
  const width = found.reduce((max, [column]) => Math.max(max, column), 0);
  const cells = new Array<string>(width).fill('');
  for (const [column, text] of found) cells[column - 1] = text;
  return cells;
}

/** Collects a sheet's non-blank rows as the XML streams by. */
function sheetHandlers(context: SheetContext, done: ImportLine[]): XmlHandlers {
  let row = 0;
  let found: [number, string][] = [];
  let column = 0;
  let cell: Cell = { type: 'n', style: 0, value: '' };
  let isValue = false;
  return {
    open(name, attributes) {
      if (name === 'row') {
        row = Number(attributes.r) || row + 1;
        found = [];
        column = 0;
      } else if (name === 'c') {
        column = columnOf(attributes.r, column);
        const style = Number(attributes.s ?? 0);
        cell = { type: attributes.t ?? 'n', style, value: '' };
      } else if (name === 'v' || (name === 't' && cell.type === 'inlineStr')) {
        isValue = true;
      }
    },
    text(text) {
      if (isValue) cell.value += text;
    },
    close(name) {
      if (name === 'v' || name === 't') isValue = false;
      else if (name === 'c') found.push([column, cellText(cell, context)]);
      else if (name === 'row' && !isBlank(found.map(([, text]) => text))) {
        done.push({ line: row, cells: cellsOf(found) });
      }
    },
  };
}

async function* sheetLines(
  archive: XlsxArchive,
  path: string,
  context: SheetContext,
): AsyncGenerator<ImportLine> {
  const done: ImportLine[] = [];
  const steps = parseXml(
    archive.text(path, SHEET_BYTES),
    sheetHandlers(context, done),
  );
  for await (const _step of steps) yield* done.splice(0);
}

/**
 * The non-blank rows of an XLSX's first sheet that has any, streamed: the
 * caller stops reading when it has enough.
 */
export async function* readXlsxLines(file: Buffer): AsyncGenerator<ImportLine> {
  const archive = await openXlsxArchive(file);
  try {
    const parts = await workbookPartsOf(archive);
    const context: SheetContext = {
      strings: await sharedStringsOf(archive, parts.sharedStrings),
      dateStyles: await dateStylesOf(archive, parts.styles),
      is1904: parts.is1904,
    };
    for (const sheet of parts.sheets) {
      let hasRows = false;
      for await (const line of sheetLines(archive, sheet, context)) {
        hasRows = true;
        yield line;
      }
      if (hasRows) return;
    }
  } finally {
    archive.close();
  }
}
