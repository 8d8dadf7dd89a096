import {
  date,
  int,
  num,
  required,
  RowError,
  state,
  text,
  zip5,
  type Row,
} from '../../data-model/values';
import { countyFips } from './nri-counties';
import type { DatasetDefinition } from './types';

function zipKey(row: Row): string {
  const value = required(row, 'ZIP');
  const zip = zip5(value);
  if (zip === null) throw new RowError(`ZIP is not a ZIP code: '${value}'`);
  return zip;
}

/** Crime scores by ZIP (docs/data/crime-scores.md). */
export const crimeScores: DatasetDefinition = {
  name: 'crime_scores',
  title: 'crime scores',
  mainTable: 'crime_scores',
  required: [
    'ZIP',
    'STCOFIPS',
    'STATE',
    'CRIME_INDEX',
    'VIOLENT_CRIME_INDEX',
    'PROPERTY_CRIME_INDEX',
    'CRIME_RATING',
  ],
  mapRow(row) {
    return {
      facts: [
        {
          table: 'crime_scores',
          sourceKey: zipKey(row),
          sourceYear: int(row, 'DATA_YEAR'),
          asOfDate: date(row, 'AS_OF_DATE'),
          values: {
            county_fips: text(row.STCOFIPS) && countyFips(row, 'STCOFIPS'),
            state: state(row, 'STATE'),
            crime_index: num(row, 'CRIME_INDEX'),
            violent_crime_index: num(row, 'VIOLENT_CRIME_INDEX'),
            property_crime_index: num(row, 'PROPERTY_CRIME_INDEX'),
            crime_rating: text(row.CRIME_RATING),
          },
        },
      ],
    };
  },
};
