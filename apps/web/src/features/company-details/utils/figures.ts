import { NO_RECORD } from '../../../utils/no-record';
import { formatCount, formatFullMoney, formatMoney } from '@edge/contracts';

export interface FigureValue {
  label: string;
  value: string;
  full?: string;
  note?: string;
}

/** A figure the source has no record of: '—', with a hint saying so. */
const noRecordFigure = (label: string): FigureValue => ({
  label,
  value: NO_RECORD.text,
  full: NO_RECORD.hint,
});

// SPEC §9: summaries abbreviate big money with k, M and B; the full
// amount is the tile's title.
export const moneyFigure = (
  label: string,
  value: number | null,
): FigureValue =>
  value === null
    ? noRecordFigure(label)
    : { label, value: formatMoney(value), full: formatFullMoney(value) };

export const countFigure = (
  label: string,
  value: number | null,
  note?: string,
): FigureValue =>
  value === null
    ? noRecordFigure(label)
    : { label, value: formatCount(value), ...(note ? { note } : {}) };

/** Without a row in the source, every figure is no record, not 0. */
export const whenRecorded = (
  rows: number,
  figures: readonly FigureValue[],
): FigureValue[] =>
  rows === 0 ? figures.map((f) => noRecordFigure(f.label)) : [...figures];
