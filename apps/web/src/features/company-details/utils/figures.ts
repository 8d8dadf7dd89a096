import {
  formatCount,
  formatFullMoney,
  formatMoney,
} from '../../../utils/format-values';

export interface FigureValue {
  label: string;
  value: string;
  full?: string;
  note?: string;
}

// SPEC §9: summaries abbreviate big money with k, M and B; the full
// amount is the tile's title.
export const moneyFigure = (label: string, value: number): FigureValue => ({
  label,
  value: formatMoney(value),
  full: formatFullMoney(value),
});

export const countFigure = (
  label: string,
  value: number,
  note?: string,
): FigureValue => ({
  label,
  value: formatCount(value),
  ...(note ? { note } : {}),
});
