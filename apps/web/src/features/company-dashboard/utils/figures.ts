import {
  formatAbbreviated,
  formatCount,
  formatFullMoney,
  formatMoney,
} from '../../../utils/format-values';

export interface Figure {
  label: string;
  value: string;
  /** The exact figure, on hover, when the value is abbreviated. */
  full?: string;
  /** A line under the value: '12 serious'. */
  note?: string;
}

/** SPEC §9: money in a summary as $12.3k, the exact amount on hover. */
export function moneyFigure(
  label: string,
  value: number,
  note?: string,
): Figure {
  return {
    label,
    value: formatMoney(value),
    full: formatFullMoney(value),
    note,
  };
}

/** SPEC §9: a count in a summary as 12.3k, the exact count on hover. */
export function countFigure(
  label: string,
  value: number,
  note?: string,
): Figure {
  return {
    label,
    value: formatAbbreviated(value),
    full: formatCount(value),
    note,
  };
}
