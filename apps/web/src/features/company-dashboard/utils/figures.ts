import { formatArea } from '@edge/contracts';
import { NO_RECORD } from '../../../utils/no-record';
import { formatCount, formatFullMoney, formatMoney } from '@edge/contracts';

export interface Figure {
  label: string;
  value: string;
  /** The exact figure, on hover, when the value is abbreviated. */
  full?: string;
  /** A line under the value: '12 serious'. */
  note?: string;
}

/** A figure the source has no record of: '—', with a hint saying so. */
export const noRecordFigure = (label: string): Figure => ({
  label,
  value: NO_RECORD.text,
  full: NO_RECORD.hint,
});

/** SPEC §9: money in a summary as $12.3k, the exact amount on hover. */
export function moneyFigure(
  label: string,
  value: number | null,
  note?: string,
): Figure {
  if (value === null) return noRecordFigure(label);
  return {
    label,
    value: formatMoney(value),
    full: formatFullMoney(value),
    note,
  };
}

/** Counts are exact (1,138): SPEC §9 abbreviates money and areas only. */
export function countFigure(
  label: string,
  value: number | null,
  note?: string,
): Figure {
  if (value === null) return noRecordFigure(label);
  return { label, value: formatCount(value), note };
}

/** SPEC §9: an area in acres from 43,560 sq ft, else in sq ft. */
export const areaFigure = (label: string, sqft: number | null): Figure =>
  sqft === null ? noRecordFigure(label) : { label, value: formatArea(sqft) };
