import {
  num,
  required,
  RowError,
  state,
  text,
  type Row,
} from '../../data-model/values';
import type { FactValues } from '../../data-model/datasets';
import type { DatasetDefinition } from './types';

// Hazards the reports use (reference §5: flood, fire, wind, ground).
const HAZARDS = [
  'cfld',
  'rfld',
  'wfir',
  'hrcn',
  'trnd',
  'swnd',
  'hail',
  'erqk',
  'lnds',
] as const;

// Reference §5: the exact rating strings of the NRI.
const RATINGS = new Set([
  'Very High',
  'Relatively High',
  'Relatively Moderate',
  'Relatively Low',
  'Very Low',
  'No Rating',
  'Not Applicable',
  'Insufficient Data',
]);

function rating(row: Row, column: string): string | null {
  const value = text(row[column]);
  if (value !== null && !RATINGS.has(value)) {
    throw new RowError(`${column} is not an NRI rating: '${value}'`);
  }
  return value;
}

/** A five-digit county FIPS, re-padded when a tool made it a number. */
export function countyFips(row: Row, column: string): string {
  const value = required(row, column);
  if (!/^\d{4,5}$/.test(value)) {
    throw new RowError(`${column} is not a county FIPS code: '${value}'`);
  }
  return value.padStart(5, '0');
}

function hazardValues(row: Row): FactValues {
  const values: FactValues = {};
  for (const hazard of HAZARDS) {
    const prefix = hazard.toUpperCase();
    values[`${hazard}_score`] = num(row, `${prefix}_RISKS`);
    values[`${hazard}_rating`] = rating(row, `${prefix}_RISKR`);
  }
  return values;
}

/** FEMA National Risk Index, county table: one row per county FIPS. */
export const nriCounties: DatasetDefinition = {
  name: 'nri_counties',
  title: 'FEMA National Risk Index county table',
  mainTable: 'hazard_counties',
  required: [
    'STCOFIPS',
    'STATEABBRV',
    'COUNTY',
    'RISK_SCORE',
    'RISK_RATNG',
    'NRI_VER',
    ...HAZARDS.flatMap((hazard) => [
      `${hazard.toUpperCase()}_RISKS`,
      `${hazard.toUpperCase()}_RISKR`,
    ]),
  ],
  mapRow(row) {
    // The census-tract table has the same columns and one row per tract.
    if (text(row.TRACTFIPS)) {
      throw new RowError('a census-tract row: import the county table');
    }
    return {
      facts: [
        {
          table: 'hazard_counties',
          sourceKey: countyFips(row, 'STCOFIPS'),
          values: {
            state: state(row, 'STATEABBRV'),
            county: text(row.COUNTY),
            risk_score: num(row, 'RISK_SCORE'),
            risk_rating: rating(row, 'RISK_RATNG'),
            eal_score: num(row, 'EAL_SCORE'),
            eal_rating: rating(row, 'EAL_RATNG'),
            nri_version: text(row.NRI_VER),
            ...hazardValues(row),
          },
        },
      ],
    };
  },
};
