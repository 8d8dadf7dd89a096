import type { Module, StatColumn, StatisticsFigure } from '@edge/contracts';
import { formatLongMonth, toNumber } from './format-stat-value';

type Row = StatisticsFigure['rows'][number];

// A text cell a spreadsheet would run as a formula is written as text.
const FORMULA_START = /^[=+\-@\t\r]/;

function quote(text: string): string {
  return /[",\r\n]/.test(text) || text.trim() !== text
    ? `"${text.replaceAll('"', '""')}"`
    : text;
}

/**
 * One cell as a plain value: numbers unformatted (no separators, no $,
 * shares as fractions 0..1), months by name, text guarded and quoted.
 */
export function csvCell(
  column: StatColumn,
  value: Row[string] | undefined,
): string {
  if (value === null || value === undefined || value === '') return '';
  const n = toNumber(value);
  if (column.format === 'month' && n !== null) return formatLongMonth(n);
  if (column.format !== 'text' && n !== null) return String(n);
  const text = String(value);
  return quote(FORMULA_START.test(text) ? `'${text}` : text);
}

/** A figure's table as CSV (RFC 4180): a header of labels, then the rows. */
export function buildFigureCsv(
  columns: readonly StatColumn[],
  rows: readonly Row[],
): string {
  const lines = [
    columns.map((c) => quote(c.label)).join(','),
    ...rows.map((row) => columns.map((c) => csvCell(c, row[c.key])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** statistics-pc-companies-by-state-2026-03-04.csv, dated in local time. */
export function figureCsvFileName(
  module: Module,
  figureId: string,
  today: Date,
): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  return `statistics-${module}-${figureId}-${date}.csv`;
}
