import {
  date,
  int,
  required,
  RowError,
  text,
  type Row,
} from '../../data-model/values';
import { addressOf, evidenceAt, fiscalYearOf, requiredDate } from './shared';
import type { DatasetDefinition } from './types';

const SITE = {
  street: 'SITE_ADDRESS',
  city: 'SITE_CITY',
  state: 'SITE_STATE',
  zip: 'SITE_ZIP',
};

/** An OSHA inspection number (activity_nr), digits only. */
export function activityNr(row: Row): string {
  const value = required(row, 'ACTIVITY_NR');
  if (!/^\d+$/.test(value)) {
    throw new RowError(`ACTIVITY_NR is not an inspection number: '${value}'`);
  }
  return value;
}

/** OSHA enforcement data: one inspection, keyed by activity_nr. */
export const oshaInspection: DatasetDefinition = {
  name: 'osha_inspection',
  title: 'OSHA inspection',
  mainTable: 'osha_inspections',
  resolvesCompanies: true,
  required: [
    'activity_nr',
    'estab_name',
    'site_address',
    'site_city',
    'site_state',
    'site_zip',
    'open_date',
  ],
  mapRow(row) {
    const activity = activityNr(row);
    const name = required(row, 'ESTAB_NAME');
    const opened = requiredDate(row, 'OPEN_DATE');
    const naics = text(row.NAICS_CODE);
    const employees = int(row, 'NR_IN_ESTAB');
    const site = addressOf(row, SITE);
    return {
      facts: [
        {
          table: 'osha_inspections',
          sourceKey: activity,
          // OSHA counts by federal fiscal year: October opens the next one.
          sourceYear: fiscalYearOf(opened),
          asOfDate: date(row, 'LOAD_DT'),
          values: {
            activity_nr: activity,
            estab_name: name,
            site_address: site.address,
            site_city: site.city,
            site_state: site.state,
            site_zip: site.zip,
            naics,
            sic: text(row.SIC_CODE),
            owner_type: text(row.OWNER_TYPE),
            inspection_type: text(row.INSP_TYPE),
            inspection_scope: text(row.INSP_SCOPE),
            safety_health: text(row.SAFETY_HLTH),
            union_status: text(row.UNION_STATUS),
            employees_in_establishment: employees,
            open_date: opened,
            close_case_date: date(row, 'CLOSE_CASE_DATE'),
          },
        },
      ],
      company: evidenceAt(row, name, SITE, { naics, employees }),
    };
  },
};
