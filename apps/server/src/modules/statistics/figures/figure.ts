import type {
  Module,
  StatChart,
  StatColumn,
  StatFormat,
  StatisticsFigure,
} from '@edge/contracts';
import type { DatasetName } from '../../../data-model/datasets';
import type { Db } from '../../../db/database';
import type { CoverageKind } from '../coverage';
import type { StatScope } from '../statistics-scope';

/** What a figure computes from the summary, before coverage and dates. */
export type FigureBody = Pick<
  StatisticsFigure,
  'year' | 'columns' | 'rows' | 'chart'
>;

/** One figure of a module's statistics page. */
export interface FigureDefinition {
  module: Module;
  id: string;
  // The datasets it reads: its as-of date is their newest import's.
  datasets: readonly DatasetName[];
  coverage: CoverageKind;
  compute(db: Db, scope: StatScope): Promise<FigureBody>;
}

/** A table column. */
export const column = (
  key: string,
  label: string,
  format: StatFormat,
): StatColumn => ({ key, label, format });

/** A chart spec; the first measure is charted by default. */
export const chart = (
  kind: StatChart['kind'],
  x: string,
  measures: string[],
  options: { split?: string; isHorizontal?: boolean } = {},
): StatChart => ({
  kind,
  x,
  measures,
  ...(options.split ? { split: options.split } : {}),
  isHorizontal: options.isHorizontal ?? false,
});

/** part / whole, 0 when the whole is 0. */
export const shareOf = (part: number, whole: number) =>
  whole > 0 ? part / whole : 0;

/** Money rounded to cents: sums of doubles carry noise. */
export const money = (value: number) => Math.round(value * 100) / 100;
