import { STAT_SIZE_BANDS } from '@edge/contracts';
import type { Dialect } from './dialect-sql';
import { hazardPart } from './hazard-part';
import type { TempTable } from './staged-table';

// The market statistics' summary (docs/decisions/0034) sums facts per
// cell: a company's state, NAICS code and employee band.

/** The employee band of `employees`, as STAT_SIZE_BANDS keys it. */
export const sizeBandOf = (employees: string) =>
  `(case when ${employees} is null or ${employees} < 1 then 'unknown' ${STAT_SIZE_BANDS.filter(
    (band) => band.min !== null,
  )
    .map((band) =>
      band.max === null
        ? `else '${band.key}'`
        : `when ${employees} <= ${band.max} then '${band.key}'`,
    )
    .join(' ')} end)`;

/** Power-unit bands of a motor carrier's fleet, smallest first. */
export const FLEET_BANDS = [
  { key: '1', max: 1 },
  { key: '2-5', max: 5 },
  { key: '6-10', max: 10 },
  { key: '11-25', max: 25 },
  { key: '26-100', max: 100 },
  { key: '101-500', max: 500 },
  { key: '501+', max: null },
] as const;
/** A fleet with no power unit reported. */
export const NO_FLEET = 'none';

export const fleetBandOf = (units: string) =>
  `(case when ${units} is null or ${units} < 1 then '${NO_FLEET}' ${FLEET_BANDS.map(
    (band) =>
      band.max === null
        ? `else '${band.key}'`
        : `when ${units} <= ${band.max} then '${band.key}'`,
  ).join(' ')} end)`;

/** The perils of the hazard figure: the search projection's levels. */
export const PERILS = ['flood', 'fire', 'wind', 'ground', 'crime'] as const;

/**
 * stat_tmp_cells: each company's cell, whether the National Risk Index
 * rates its county, and its level (0 unrated, 1-5) of each peril, as the
 * search projection derives them.
 */
export function statisticsCells(dialect: Dialect): TempTable {
  const hazards = hazardPart(dialect);
  return {
    staging: 'stat_tmp_cells',
    select: [
      `select c.muns, c.state, coalesce(c.naics, '') as naics, ${sizeBandOf('c.employees')} as band,`,
      `  (case when hz.source_key is null then 0 else 1 end) as rated,`,
      `  ${hazards.columns.map(([column, expr]) => `${expr} as ${column}`).join(', ')}`,
      'from companies c',
      ...hazards.joins.filter((join) => typeof join === 'string'),
    ].join('\n'),
    indexed: 'muns',
  };
}
