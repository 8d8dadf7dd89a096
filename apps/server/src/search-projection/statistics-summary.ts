import type { Dialect } from './dialect-sql';
import { statisticsCells } from './statistics-cells';
import { FINE_COLUMNS, FINE_ROWS } from './statistics-facts';
import type { StagedTable, TempTable } from './staged-table';

/**
 * The grains of statistics_summary, coarsest first: what each keeps of a
 * company's cell. A query reads the coarsest grain that holds what its
 * filters and groups need (docs/decisions/0034).
 */
export const STAT_GRAINS = {
  // State only: no NAICS or size filter, no grouping by them.
  s: { naics: "''", band: "''" },
  // State and employee band.
  sb: { naics: "''", band: 'band' },
  // State, two-digit NAICS code and band: sector filters and groups.
  sn2b: { naics: 'substr(naics, 1, 2)', band: 'band' },
  // State, the company's own NAICS code and band: any NAICS prefix.
  sn6b: { naics: 'naics', band: 'band' },
} as const;
export type StatGrain = keyof typeof STAT_GRAINS;

const MEASURES = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6'] as const;

function grainRows(grain: StatGrain): string {
  const { naics, band } = STAT_GRAINS[grain];
  // A rolled-up key is the constant '', which is no group key.
  const keys = ['figure', 'state', naics, band, 'year', 'dim', 'level'].filter(
    (key) => key !== "''",
  );
  return [
    `select figure, '${grain}' as grain, state, ${naics} as naics, ${band} as band, year, dim, level,`,
    `  ${MEASURES.map((m) => `sum(${m}) as ${m}`).join(', ')}`,
    'from stat_tmp_fine',
    `group by ${keys.join(', ')}`,
  ].join('\n');
}

/** The temporary tables the summary is computed from. */
export const statisticsHelpers = (dialect: Dialect): TempTable[] => [
  statisticsCells(dialect),
  { staging: 'stat_tmp_fine', select: FINE_ROWS },
];

/** statistics_summary: every grain of every summary figure. */
export const stagedStatistics = (): StagedTable => ({
  table: 'statistics_summary',
  staging: 'stat_tmp_summary',
  columns: [
    'figure',
    'grain',
    ...FINE_COLUMNS.filter((column) => column !== 'figure'),
  ],
  select: (Object.keys(STAT_GRAINS) as StatGrain[])
    .map(grainRows)
    .join('\nunion all\n'),
});
