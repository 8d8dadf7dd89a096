import { greatest, levelOf, type Dialect } from './dialect-sql';
import type { ProjectionPart } from './projection-part';

// Each level from NRI ratings, hazards grouped as the reports show them.
const HAZARDS: readonly (readonly [column: string, ratings: string[]])[] = [
  ['flood_level', ['cfld', 'rfld']],
  ['fire_level', ['wfir']],
  ['wind_level', ['hrcn', 'trnd', 'swnd', 'hail']],
  ['ground_level', ['erqk', 'lnds']],
];

// Levels are computed once per county and per ZIP, then joined.
const countyLevels = (dialect: Dialect) => `select source_key, ${HAZARDS.map(
  ([column, hazards]) =>
    `${greatest(
      dialect,
      hazards.map((hazard) => levelOf(`${hazard}_rating`)),
    )} as ${column}`,
).join(',\n  ')}
  from hazard_counties`;

const CRIME_BY_ZIP = `select source_key, ${levelOf('crime_rating')} as level from crime_scores`;

const CRIME_BY_COUNTY = `select county_fips, max(${levelOf('crime_rating')}) as level
  from crime_scores where county_fips is not null group by county_fips`;

/**
 * Hazard levels of the company's county; crime is rated per ZIP: the
 * company's own ZIP, else the highest level among its county's ZIPs.
 */
export function hazardPart(dialect: Dialect): ProjectionPart {
  return {
    joins: [
      `left join (${countyLevels(dialect)}) hz on hz.source_key = c.county_fips`,
      `left join (${CRIME_BY_ZIP}) cz on cz.source_key = c.zip`,
      `left join (${CRIME_BY_COUNTY}) cr on cr.county_fips = c.county_fips`,
    ],
    columns: [
      ...HAZARDS.map(
        ([column]) => [column, `coalesce(hz.${column}, 0)`] as const,
      ),
      ['crime_level', 'coalesce(cz.level, cr.level, 0)'],
    ],
    activityDates: [],
  };
}
