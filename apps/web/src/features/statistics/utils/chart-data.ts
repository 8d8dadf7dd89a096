import type { StatColumn, StatisticsFigure } from '@edge/contracts';
import { formatStatCategory, toNumber } from './format-stat-value';

type Answer = Pick<StatisticsFigure, 'columns' | 'rows' | 'chart'>;

export interface ChartSeries {
  key: string;
  label: string;
  data: (number | null)[];
}

export interface ChartData {
  /** The category axis, written as the screen shows it. */
  categories: string[];
  /** The charted measure's column: its label and format. */
  measure: StatColumn;
  series: ChartSeries[];
}

const keyOf = (value: unknown) => (value === null ? '' : String(value));

function columnOf(answer: Answer, key: string): StatColumn {
  return (
    answer.columns.find((c) => c.key === key) ?? {
      key,
      label: key,
      format: 'text',
    }
  );
}

/** Distinct values of a column, in the order the rows first name them. */
function distinct(answer: Answer, key: string): Map<string, unknown> {
  const seen = new Map<string, unknown>();
  for (const row of answer.rows) {
    const value = row[key] ?? null;
    if (!seen.has(keyOf(value))) seen.set(keyOf(value), value);
  }
  return seen;
}

/**
 * The chart of an answer for one of its measures. With `chart.split` the
 * rows are pivoted: each distinct value of that column is a series of the
 * measure over the categories (a missing pair is a gap, not a zero).
 */
export function buildChartData(answer: Answer, measureKey: string): ChartData {
  const { chart } = answer;
  const xColumn = columnOf(answer, chart.x);
  const measure = columnOf(answer, measureKey);
  const categories = distinct(answer, chart.x);
  const label = (column: StatColumn, value: unknown) =>
    formatStatCategory(column.format, value as string | number | null);
  const categoryLabels = [...categories.values()].map((v) => label(xColumn, v));
  const at = new Map([...categories.keys()].map((k, i) => [k, i]));

  if (!chart.split) {
    const data = categoryLabels.map((): number | null => null);
    for (const row of answer.rows) {
      const i = at.get(keyOf(row[chart.x] ?? null))!;
      data[i] ??= toNumber(row[measureKey]);
    }
    const series = [{ key: measure.key, label: measure.label, data }];
    return { categories: categoryLabels, measure, series };
  }

  const splitColumn = columnOf(answer, chart.split);
  const groups = distinct(answer, chart.split);
  const series = [...groups.entries()].map(([key, value]) => ({
    key,
    label: label(splitColumn, value),
    data: categoryLabels.map((): number | null => null),
  }));
  const seriesAt = new Map(series.map((s, i) => [s.key, i]));
  for (const row of answer.rows) {
    const s = series[seriesAt.get(keyOf(row[chart.split] ?? null))!]!;
    const i = at.get(keyOf(row[chart.x] ?? null))!;
    s.data[i] ??= toNumber(row[measureKey]);
  }
  return { categories: categoryLabels, measure, series };
}
