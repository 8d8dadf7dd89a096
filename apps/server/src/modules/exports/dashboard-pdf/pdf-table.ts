import { COLOR, FONT, SIZE } from './pdf-theme';
import type { PdfWriter } from './pdf-writer';

/** A column of a report table: its share of the width and alignment. */
export interface PdfColumn<T> {
  label: string;
  /** Relative width: the columns share the page width by these. */
  weight: number;
  isNumeric?: boolean;
  text: (row: T) => string | number | null | undefined;
}

const PAD = 3;
const HEADER_STYLE = { font: FONT.bold, size: SIZE.small, color: COLOR.muted };
const CELL_STYLE = { size: SIZE.table };

interface Layout {
  xs: number[];
  widths: number[];
}

function layoutOf<T>(pdf: PdfWriter, columns: readonly PdfColumn<T>[]) {
  const total = columns.reduce((sum, c) => sum + c.weight, 0);
  const widths = columns.map((c) => (pdf.width * c.weight) / total);
  const xs = widths.map(
    (_, i) => pdf.left + widths.slice(0, i).reduce((a, b) => a + b, 0),
  );
  return { xs, widths };
}

function rowHeight(
  pdf: PdfWriter,
  cells: readonly string[],
  { widths }: Layout,
  style: typeof CELL_STYLE | typeof HEADER_STYLE,
): number {
  const heights = cells.map((cell, i) =>
    pdf.heightOf(cell, widths[i]! - 2 * PAD, style),
  );
  return Math.max(...heights) + 2 * PAD;
}

function drawHeader<T>(
  pdf: PdfWriter,
  columns: readonly PdfColumn<T>[],
  layout: Layout,
): void {
  const labels = columns.map((c) => c.label);
  const height = rowHeight(pdf, labels, layout, HEADER_STYLE);
  pdf.doc.rect(pdf.left, pdf.y, pdf.width, height).fillColor(COLOR.band).fill();
  columns.forEach((column, i) =>
    pdf.textAt(
      column.label,
      layout.xs[i]! + PAD,
      pdf.y + PAD,
      layout.widths[i]! - 2 * PAD,
      { ...HEADER_STYLE, align: column.isNumeric ? 'right' : 'left' },
    ),
  );
  pdf.y += height;
}

const cellText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * A table in the flow: its caption, a header repeated on each page it
 * reaches, rows that wrap and never split across pages.
 */
export function table<T>(
  pdf: PdfWriter,
  caption: string,
  columns: readonly PdfColumn<T>[],
  rows: readonly T[],
): void {
  const layout = layoutOf(pdf, columns);
  const cells = rows.map((row) => columns.map((c) => cellText(c.text(row))));
  const heights = cells.map((row) => rowHeight(pdf, row, layout, CELL_STYLE));
  // The caption, the header and the first row stay together.
  pdf.ensure(14 + 20 + (heights[0] ?? 0));
  pdf.lineAt(caption, pdf.left, pdf.y, pdf.width, {
    font: FONT.bold,
    size: SIZE.small + 1,
    color: COLOR.navyLight,
  });
  pdf.space(13);
  drawHeader(pdf, columns, layout);
  cells.forEach((row, r) => {
    const height = heights[r]!;
    if (pdf.ensure(height)) drawHeader(pdf, columns, layout);
    row.forEach((text, i) =>
      pdf.textAt(
        text,
        layout.xs[i]! + PAD,
        pdf.y + PAD,
        layout.widths[i]! - 2 * PAD,
        { ...CELL_STYLE, align: columns[i]!.isNumeric ? 'right' : 'left' },
      ),
    );
    pdf.y += height;
    // The last row is closed by what follows (the sources' rule).
    if (r < cells.length - 1) pdf.rule(COLOR.rule, 0.4);
  });
  pdf.space(8);
}
