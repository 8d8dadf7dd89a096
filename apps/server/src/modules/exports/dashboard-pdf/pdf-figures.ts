import {
  formatCount,
  formatDate,
  formatMoney,
  formatSource,
  type ReportSource,
} from '@edge/contracts';
import type { Figure } from './pdf-writer';

// As on the dashboard: '—' is no record in the source, 0 a value it gave.
const NO_RECORD = '—';

export function moneyFigure(
  label: string,
  value: number | null,
  note?: string,
): Figure {
  return {
    label,
    value: value === null ? NO_RECORD : formatMoney(value),
    note,
  };
}

export function countFigure(
  label: string,
  value: number | null,
  note?: string,
): Figure {
  return {
    label,
    value: value === null ? NO_RECORD : formatCount(value),
    note,
  };
}

export function dateFigure(label: string, value: string | null): Figure {
  return { label, value: formatDate(value) || 'n/a' };
}

/** A report's source lines: dataset, year, as-of date and file. */
export function sourceLines(sources: readonly ReportSource[]): string[] {
  const lines = sources.map((source) =>
    source.file_name
      ? `${formatSource(source)} · file ${source.file_name}`
      : formatSource(source),
  );
  return [...new Set(lines)];
}
