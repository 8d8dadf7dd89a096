import type { HazardScale } from '@edge/contracts';
import { COLOR, FONT, RATING_COLORS, SIZE } from './pdf-theme';
import type { PdfWriter } from './pdf-writer';

const LABEL_WIDTH = 110;
const VALUE_WIDTH = 52;
const BAR = 11;
const ROW = 17;

/** The colour of a score: one step up at each threshold it reaches. */
export function ratingColor(
  score: number,
  thresholds: readonly number[],
): string {
  const step = thresholds.filter((t) => score >= t).length;
  return RATING_COLORS[Math.min(step, RATING_COLORS.length - 1)]!;
}

/**
 * A hazard scale as the dashboard draws it: one horizontal bar per
 * hazard on the scale's axis, green to red, with its score beside it.
 */
export function scoreBars(pdf: PdfWriter, scale: HazardScale): void {
  const height = 14 + scale.bars.length * ROW + 14;
  pdf.ensure(height + 6);
  pdf.y +=
    pdf.textAt(scale.caption, pdf.left, pdf.y, pdf.width, {
      size: SIZE.small,
      color: COLOR.muted,
    }) + 4;
  const x0 = pdf.left + LABEL_WIDTH;
  const width = pdf.width - LABEL_WIDTH - VALUE_WIDTH;
  const tickStep = scale.max / 4;
  for (let tick = 0; tick <= scale.max; tick += tickStep) {
    const x = x0 + (tick / scale.max) * width;
    pdf.doc
      .moveTo(x, pdf.y)
      .lineTo(x, pdf.y + scale.bars.length * ROW)
      .lineWidth(0.3)
      .strokeColor(COLOR.rule)
      .stroke();
    pdf.lineAt(String(tick), x - 20, pdf.y + scale.bars.length * ROW + 2, 40, {
      size: SIZE.small,
      color: COLOR.muted,
      align: 'center',
    });
  }
  for (const bar of scale.bars) {
    pdf.lineAt(bar.label, pdf.left, pdf.y + 3, LABEL_WIDTH - 8, {
      size: SIZE.table,
    });
    if (bar.score !== null) {
      const length = (Math.min(bar.score, scale.max) / scale.max) * width;
      pdf.doc
        .rect(x0, pdf.y + (ROW - BAR) / 2, Math.max(length, 1), BAR)
        .fillColor(ratingColor(bar.score, scale.thresholds))
        .fill();
    }
    const value = bar.score === null ? 'Not rated' : bar.score.toFixed(1);
    pdf.lineAt(value, x0 + width + 6, pdf.y + 3, VALUE_WIDTH - 6, {
      font: bar.score === null ? FONT.italic : FONT.bold,
      size: SIZE.table,
      color: bar.score === null ? COLOR.muted : COLOR.text,
    });
    pdf.y += ROW;
  }
  pdf.space(18);
}
