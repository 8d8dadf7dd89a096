import { COLOR, FONT, SIZE } from './pdf-theme';
import type { PdfWriter } from './pdf-writer';

/** One series of a chart: its name in the legend, colour and values. */
export interface Series {
  label: string;
  color: string;
  values: readonly (number | null)[];
  /** How an axis of this series writes its values. */
  format: (value: number) => string;
}

const AXIS_WIDTH = 46;
const LABEL_HEIGHT = 12;
const TICKS = 4;

/** An axis top of round steps at or above the highest value. */
export function niceScale(max: number): { top: number; step: number } {
  if (!(max > 0)) return { top: TICKS, step: 1 };
  const raw = max / TICKS;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step =
    [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ??
    10 * magnitude;
  return { top: Math.ceil(max / step) * step, step };
}

const small = { size: SIZE.small, color: COLOR.muted };

/** The chart's name on the left and its legend on the right. */
function captionLine(pdf: PdfWriter, caption: string, series: Series[]) {
  pdf.lineAt(caption, pdf.left, pdf.y, pdf.width * 0.55, {
    font: FONT.bold,
    size: SIZE.small + 1,
    color: COLOR.navyLight,
  });
  let x = pdf.left + pdf.width;
  for (const item of [...series].reverse()) {
    pdf.style(small);
    const width = pdf.doc.widthOfString(item.label);
    x -= width;
    pdf.lineAt(item.label, x, pdf.y + 1, width + 2, small);
    x -= 12;
    pdf.doc
      .rect(x, pdf.y + 1.5, 8, 8)
      .fillColor(item.color)
      .fill();
    x -= 10;
  }
  pdf.space(16);
}

/** Gridlines with their values, on the left or the right of the plot. */
function axis(
  pdf: PdfWriter,
  plot: { x: number; y: number; width: number; height: number },
  scale: { top: number; step: number },
  format: (value: number) => string,
  side: 'left' | 'right',
) {
  for (let value = 0; value <= scale.top + 1e-9; value += scale.step) {
    const y = plot.y + plot.height - (value / scale.top) * plot.height;
    if (side === 'left') {
      pdf.doc
        .moveTo(plot.x, y)
        .lineTo(plot.x + plot.width, y)
        .lineWidth(value === 0 ? 0.8 : 0.3)
        .strokeColor(value === 0 ? COLOR.muted : COLOR.rule)
        .stroke();
    }
    const x = side === 'left' ? pdf.left : plot.x + plot.width + 4;
    pdf.lineAt(format(value), x, y - 3.5, AXIS_WIDTH - 6, {
      ...small,
      align: side === 'left' ? 'right' : 'left',
    });
  }
}

function categoryLabels(
  pdf: PdfWriter,
  labels: readonly string[],
  centers: readonly number[],
  width: number,
  y: number,
) {
  labels.forEach((label, i) =>
    pdf.lineAt(label, centers[i]! - width / 2, y + 3, width, {
      ...small,
      align: 'center',
    }),
  );
}

/** Grouped vertical bars, one group per category (a year). */
export function barChart(
  pdf: PdfWriter,
  chart: {
    caption: string;
    categories: readonly string[];
    series: Series[];
    height?: number;
  },
): void {
  const height: number = chart.height ?? 140;
  const values = chart.series.flatMap((s) => s.values.map((v) => v ?? 0));
  if (Math.max(0, ...values) === 0) {
    // Bars of nothing say less than a line.
    const [first, last] = [chart.categories[0], chart.categories.at(-1)];
    const range = first === last ? first : `${first}–${last}`;
    pdf.empty(`${chart.caption}: none in ${range}.`);
    return;
  }
  pdf.ensure(16 + height + LABEL_HEIGHT + 10);
  captionLine(pdf, chart.caption, chart.series);
  const plot = {
    x: pdf.left + AXIS_WIDTH,
    y: pdf.y,
    width: pdf.width - AXIS_WIDTH,
    height,
  };
  const scale = niceScale(Math.max(0, ...values));
  axis(pdf, plot, scale, chart.series[0]!.format, 'left');
  const band = plot.width / chart.categories.length;
  const bar = Math.min(28, (band * 0.7) / chart.series.length);
  const centers = chart.categories.map((_, i) => plot.x + band * (i + 0.5));
  chart.series.forEach((series, s) => {
    series.values.forEach((value, i) => {
      if (!value || value <= 0) return;
      const barHeight = (value / scale.top) * plot.height;
      const x = centers[i]! - (bar * chart.series.length) / 2 + s * bar;
      pdf.doc
        .rect(x + 0.5, plot.y + plot.height - barHeight, bar - 1, barHeight)
        .fillColor(series.color)
        .fill();
    });
  });
  categoryLabels(pdf, chart.categories, centers, band, plot.y + plot.height);
  pdf.y = plot.y + plot.height + LABEL_HEIGHT + 10;
}

/**
 * Two series over the same categories, each on its own axis (money on
 * the left, people on the right), as lines with a dot per value.
 */
export function lineChart(
  pdf: PdfWriter,
  chart: {
    caption: string;
    categories: readonly string[];
    series: [Series, Series];
    height?: number;
  },
): void {
  const height: number = chart.height ?? 150;
  pdf.ensure(16 + height + LABEL_HEIGHT + 10);
  captionLine(pdf, chart.caption, chart.series);
  const plot = {
    x: pdf.left + AXIS_WIDTH,
    y: pdf.y,
    width: pdf.width - 2 * AXIS_WIDTH,
    height,
  };
  const step = plot.width / chart.categories.length;
  const centers = chart.categories.map((_, i) => plot.x + step * (i + 0.5));
  chart.series.forEach((series, s) => {
    const scale = niceScale(Math.max(0, ...series.values.map((v) => v ?? 0)));
    axis(pdf, plot, scale, series.format, s === 0 ? 'left' : 'right');
    const points = series.values.map((value, i) =>
      value === null
        ? null
        : ([
            centers[i]!,
            plot.y + plot.height - (value / scale.top) * plot.height,
          ] as const),
    );
    const drawn = points.filter((p) => p !== null);
    drawn.forEach(([x, y], i) => {
      if (i === 0) pdf.doc.moveTo(x, y);
      else pdf.doc.lineTo(x, y);
    });
    pdf.doc.lineWidth(1.8).strokeColor(series.color).stroke();
    for (const [x, y] of drawn) {
      pdf.doc.circle(x, y, 2.6).fillColor(series.color).fill();
    }
  });
  categoryLabels(pdf, chart.categories, centers, step, plot.y + plot.height);
  pdf.y = plot.y + plot.height + LABEL_HEIGHT + 10;
}
