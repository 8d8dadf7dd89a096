import {
  date,
  int,
  num,
  required,
  RowError,
  text,
  type Row,
} from '../../data-model/values';
import { activityNr } from './osha-inspection';
import { fiscalYearOf } from './shared';
import type { DatasetDefinition } from './types';

// Serious, willful, repeat, other-than-serious, unclassified.
const VIOLATION_TYPES = ['S', 'W', 'R', 'O', 'U'];

function violationType(row: Row): string | null {
  const value = text(row.VIOL_TYPE)?.toUpperCase() ?? null;
  if (value !== null && !VIOLATION_TYPES.includes(value)) {
    throw new RowError(`VIOL_TYPE is not S, W, R, O or U: '${value}'`);
  }
  return value;
}

/** OSHA enforcement data: one citation item of an inspection. */
export const oshaViolation: DatasetDefinition = {
  name: 'osha_violation',
  title: 'OSHA violation',
  mainTable: 'osha_violations',
  required: [
    'activity_nr',
    'citation_id',
    'viol_type',
    'issuance_date',
    'initial_penalty',
    'current_penalty',
  ],
  mapRow(row) {
    // Reference §2: a deleted item is not a citation.
    if (text(row.DELETE_FLAG)?.toUpperCase() === 'X') {
      throw new RowError('deleted citation item (delete_flag X)');
    }
    const activity = activityNr(row);
    const citation = required(row, 'CITATION_ID');
    const issued = date(row, 'ISSUANCE_DATE');
    return {
      facts: [
        {
          table: 'osha_violations',
          sourceKey: `${activity}:${citation}`,
          sourceYear: fiscalYearOf(issued),
          asOfDate: date(row, 'LOAD_DT'),
          values: {
            activity_nr: activity,
            citation_id: citation,
            standard: text(row.STANDARD),
            violation_type: violationType(row),
            issuance_date: issued,
            abate_date: date(row, 'ABATE_DATE'),
            initial_penalty: num(row, 'INITIAL_PENALTY'),
            current_penalty: num(row, 'CURRENT_PENALTY'),
            instances: int(row, 'NR_INSTANCES'),
            exposed: int(row, 'NR_EXPOSED'),
            gravity: int(row, 'GRAVITY'),
          },
        },
      ],
      parent: {
        table: 'osha_inspections',
        sourceKey: activity,
        label: 'OSHA inspection',
      },
    };
  },
};
